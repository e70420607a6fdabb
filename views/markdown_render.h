// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QBrush>
#include <QString>
#include <QUrl>

class QTextDocument;

/// Untrusted Markdown into a text document, safely: raw HTML is shown as text, nothing remote is
/// ever loaded (images become links), tool tips are plain text; and which links may be opened.
/// Stateless. Used by the painted messages (their documents are SafeTextDocuments).
class MarkdownRender
{
public:
    /// Renders `text` into `document` as GitHub Markdown without HTML; `link` colours the links
    /// that replace images.
    static void renderMarkdown(QTextDocument *document, const QString &text, const QBrush &link);
    /// Replaces every image of `document` by a link to it, coloured `link`, and makes every tool
    /// tip (Markdown link titles) plain text (plainToolTip()).
    static void replaceImagesByLinks(QTextDocument *document, const QBrush &link);
    /// The margin every card text document has around its text.
    static constexpr int kDocumentMargin = 2;
    /// True for the links we are willing to open: http and https only.
    static bool isSafeLink(const QUrl &url);
};
