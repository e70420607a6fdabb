// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/offsets.h"

#include <QString>
#include <QVector>

/// Markdown to safe HTML for the HTML export. The text is parsed by QTextDocument (GitHub
/// dialect, raw HTML left as text) and its structure written back as plain elements (p, h1-h6,
/// ul/ol/li, pre, blockquote, table, strong, em, s, code, and a with http, https or mailto links
/// only; an image becomes its address as text, never loaded), every text escaped. Cited ranges
/// of the source become <mark> elements placed on the characters they show (RenderedAlignment),
/// with their footnote references after the last piece. Stateless.
namespace MarkdownHtml {

/// A cited range of the Markdown source and what follows its end (footnote links, already HTML).
struct Mark {
    Utf16Range source;
    QString after;
};

QString render(const QString &markdown, const QVector<Mark> &marks);

} // namespace MarkdownHtml
