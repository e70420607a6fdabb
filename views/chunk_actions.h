// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/chunk.h"

#include <QString>
#include <QVector>

class GroundingIndex;
class QMenu;
class QWidget;

/// What the painted cards do beyond showing: the copy menu of a chunk, saving an attachment,
/// opening an image at full size, the sources of cited text. Stateless; the translation
/// contexts are those of the card widgets these actions came from.
class ChunkActions
{
public:
    /// A context menu with Copy Text / Copy JSON / Copy JSON Path for `chunk` (caller owns it).
    static QMenu *createCopyMenu(const Chunk &chunk, QWidget *parent);
    /// Writes the decoded bytes of `chunk` to `path`; false (with `error`) when that failed.
    static bool saveTo(const Chunk &chunk, const QString &path, QString *error);
    /// Asks where to save `chunk`'s bytes (a dialog over `parent`) and saves them there.
    static void saveAs(const Chunk &chunk, QWidget *parent);
    /// Opens `chunk`'s image at full size in a viewer window over `parent`.
    static void openViewer(const Chunk &chunk, QWidget *parent);
    /// The tool tip over text cited by `segments` of `grounding`: their sources, by number.
    static QString citationToolTip(const GroundingIndex &grounding, const QVector<int> &segments);
    /// The innermost (shortest) of `segments`: the most specific one under the pointer; -1.
    static int innermost(const GroundingIndex &grounding, const QVector<int> &segments);
};
