// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "citation_row.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

/// Writes the citations overview of a conversation as CSV: RFC 4180 (fields separated by
/// commas, lines ended by CRLF, a field holding a comma, a quote or a line break quoted with its
/// quotes doubled), UTF-8 without a byte order mark, a header row of stable English column ids,
/// flags and statuses as their ids (never translated), byte offsets in the segment's text: `part`
/// names the source part (Chunk::sourcePart) whose text they index; `part` empty with offsets
/// means the concatenation of the text parts (a segment across parts, as the source gives it);
/// no offsets, no place (unresolved, whole answer). Cells that a spreadsheet would run as a
/// formula are defused (see cell()). Stateless.
class CitationsCsv
{
public:
    /// The column ids of the header row, in order.
    static QStringList columns();
    /// The header row and one line per row, `conversation` being the conversation's index in its
    /// file.
    static QByteArray write(int conversation, const QVector<CitationRow> &rows);
    /// The header row (CRLF included).
    static QByteArray header();
    /// One line per row, without the header (several conversations follow one header).
    static QByteArray lines(int conversation, const QVector<CitationRow> &rows);
    /// One line (CRLF included).
    static QByteArray line(int conversation, const CitationRow &row);
    /// `value` as a CSV field: quoted when it holds a comma, a quote or a line break (quotes
    /// doubled). A value starting with = + - @ (or a tab or carriage return) gets a leading '
    /// first: spreadsheets run such a cell as a formula (CSV injection), and a transcript's text
    /// is input from anywhere; the ' makes it text and shows nothing.
    static QString cell(const QString &value);
};
