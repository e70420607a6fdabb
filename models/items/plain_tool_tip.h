// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// A tool tip that shows `text` exactly as written. QToolTip guesses rich text
/// (Qt::mightBeRichText) and would then render markup from a transcript or a server, and let
/// QTextDocument read `<img src=…>` files: text that could be taken for markup is escaped into
/// a paragraph that keeps its line breaks. Every tool tip that can hold input text (ToolTipRole
/// of the item models, setToolTip() in the views) goes through this one function.
QString plainToolTip(const QString &text);
