// SPDX-License-Identifier: GPL-2.0-or-later
#include "markdown_render.h"

#include "items/plain_tool_tip.h"

#include <QCoreApplication>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

using namespace Qt::StringLiterals;

void MarkdownRender::renderMarkdown(
    QTextDocument *document, const QString &text, const QBrush &link)
{
    document->setMarkdown(text,
        QTextDocument::MarkdownFeatures(
            QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    replaceImagesByLinks(document, link);
}

bool MarkdownRender::isSafeLink(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == u"http"_s || scheme == u"https"_s) && !url.host().isEmpty();
}

void MarkdownRender::replaceImagesByLinks(QTextDocument *document, const QBrush &linkBrush)
{
    // Collect first, edit afterwards (editing invalidates the fragment iterators).
    struct Image {
        int position;
        int length;
        QString source;
        QString title;
    };
    QVector<Image> images;
    struct Tip {
        int position;
        int length;
        QString toolTip;
    };
    QVector<Tip> tips; // link titles: QTextEdit shows them as rich text when they look like it
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.isValid())
                continue;
            const QString tip = fragment.charFormat().toolTip();
            if (!tip.isEmpty() && plainToolTip(tip) != tip)
                tips.append({fragment.position(), fragment.length(), plainToolTip(tip)});
            if (!fragment.charFormat().isImageFormat())
                continue;
            const QTextImageFormat image = fragment.charFormat().toImageFormat();
            images.append({fragment.position(), fragment.length(), image.name(),
                image.property(QTextFormat::ImageTitle).toString()});
        }
    }
    for (const Tip &tip : std::as_const(tips)) { // lengths stay: edit in any order
        QTextCursor cursor(document);
        cursor.setPosition(tip.position);
        cursor.setPosition(tip.position + tip.length, QTextCursor::KeepAnchor);
        QTextCharFormat plain;
        plain.setToolTip(tip.toolTip);
        cursor.mergeCharFormat(plain);
    }
    for (auto it = images.crbegin(); it != images.crend(); ++it) {
        QTextCursor cursor(document);
        cursor.setPosition(it->position);
        cursor.setPosition(it->position + it->length, QTextCursor::KeepAnchor);
        QTextCharFormat link;
        link.setAnchor(true);
        link.setAnchorHref(it->source);
        link.setFontUnderline(true);
        link.setForeground(linkBrush);
        // QTextEdit shows a character format's tooltip as rich text when it looks like markup.
        link.setToolTip(plainToolTip(it->source));
        const QString label = it->title.isEmpty() ? it->source : it->title;
        //: replaces an image in Markdown text, which is never loaded; %1 is its title or address
        cursor.insertText(
            QCoreApplication::translate("MarkdownBrowser", "[image: %1]").arg(label), link);
    }
}
