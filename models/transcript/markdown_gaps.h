// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

/// What a Markdown rendering shows of its source, character by character, found from the source
/// alone (no rendering): fence lines (```lang), link and image destinations (`](url "title")`,
/// `][ref]`), reference definitions (`[ref]: url`), list, quote and heading markers, table
/// delimiter rows and thematic breaks are not shown (none of them inside a fenced code block,
/// whose lines are all content). Inline markers (`**`, `` ` ``) are left to the caller. Used to
/// place cited ranges on rendered text and to measure what a citation covers.
namespace MarkdownGaps {

enum Kind : char {
    Shown = 0, ///< may be shown
    Markup = 1, ///< markup that renders as no text (a list bullet, a fence)
    HiddenText = 2, ///< text the rendering does not show (a link's address)
};

/// One Kind per UTF-16 unit of `markdown`.
QByteArray mask(const QString &markdown);
/// Whether UTF-16 offset `utf16` falls strictly inside hidden text (a boundary there cannot be
/// shown where it is).
bool insideHiddenText(const QByteArray &mask, qsizetype utf16);
/// Whether `line` (without its line break) opens or closes a fenced code block: at most three
/// spaces, then ``` or ~~~.
bool isFenceLine(QStringView line);

} // namespace MarkdownGaps
