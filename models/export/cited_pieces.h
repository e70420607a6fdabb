// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/offsets.h"

#include <QString>
#include <QVector>

struct Chunk;
struct Grounding;

/// The cited ranges of one text chunk for the exports, and where their footnote references go
/// in Markdown. Stateless.
namespace CitedPieces {

/// A range of a chunk's text cited by segment `segment` (index into Grounding::citations);
/// `last` for the segment's last range, after which its reference goes.
struct Piece {
    Utf16Range utf16;
    int segment = -1;
    bool last = true;
};

/// The pieces of `grounding` shown in `chunk` (a Text chunk with a source part), in segment order.
QVector<Piece> of(const Grounding &grounding, const Chunk &chunk);

/// Where a footnote reference can follow source position `utf16` of `markdown` without changing
/// how it parses: past the rest of a link's address or a table's delimiter row (text not shown),
/// out of a code span, after a fenced code block.
qsizetype referencePlace(const QString &markdown, const QByteArray &gaps, qsizetype utf16);

/// `markdown` with `references` (position, Markdown text) inserted at their referencePlace().
QString withReferences(const QString &markdown, QVector<QPair<qsizetype, QString>> references);

} // namespace CitedPieces
