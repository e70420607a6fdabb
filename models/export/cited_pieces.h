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

/// `markdown` with `references` (source position, Markdown text) inserted where a footnote
/// reference can follow that position without changing how the text parses: past the rest of a
/// link's address or a table's delimiter row (text not shown), out of a code span, after a
/// fenced code block, never at a line start. References that meet at one place follow each other
/// in the order of their positions, then as given.
/// Linear in the text and the references.
QString withReferences(const QString &markdown, QVector<QPair<qsizetype, QString>> references);

} // namespace CitedPieces
