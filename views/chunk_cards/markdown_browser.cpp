// SPDX-License-Identifier: GPL-2.0-or-later
#include "markdown_browser.h"

#include "items/plain_tool_tip.h"
#include "safe_text_document.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QHelpEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QToolTip>
#include <QWheelEvent>

using namespace Qt::StringLiterals;

MarkdownBrowser::MarkdownBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setReadOnly(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setContextMenuPolicy(Qt::DefaultContextMenu);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    viewport()->setAutoFillBackground(false);
    setAutoFillBackground(false);
    document()->setDocumentMargin(kDocumentMargin);
    document()->setUndoRedoEnabled(false);
    connect(this, &QTextBrowser::anchorClicked, this, &MarkdownBrowser::onAnchorClicked);
    connect(document(), &QTextDocument::contentsChanged, this, &MarkdownBrowser::forgetMeasure);
}

void MarkdownBrowser::setMarkdownText(const QString &text)
{
    renderMarkdown(document(), text, palette().link());
    updateGeometry();
}

void MarkdownBrowser::renderMarkdown(
    QTextDocument *document, const QString &text, const QBrush &link)
{
    document->setMarkdown(text,
        QTextDocument::MarkdownFeatures(
            QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    replaceImagesByLinks(document, link);
}

GroundedText::Mode MarkdownBrowser::setGroundedText(
    const QString &text, bool markdown, const QVector<CitedRange> &ranges)
{
    const GroundedText::Mode mode = GroundedText::render(document(), text, markdown, ranges,
        [this](QTextDocument *d) { replaceImagesByLinks(d, palette().link()); });
    updateGeometry();
    return mode;
}

void MarkdownBrowser::setSelectedSegments(const QVector<int> &selected)
{
    GroundedText::setSelectedSegments(document(), selected);
    viewport()->update();
}

void MarkdownBrowser::setPlainBody(const QString &text)
{
    document()->setPlainText(text);
    updateGeometry();
}

bool MarkdownBrowser::isSafeLink(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == u"http"_s || scheme == u"https"_s) && !url.host().isEmpty();
}

QVariant MarkdownBrowser::loadResource(int type, const QUrl &)
{
    // Never load anything: not remote images, not local files, not style sheets. The answer must
    // not be null, or QTextDocument reads `file:` and relative names itself.
    return SafeTextDocument::emptyResource(type);
}

void MarkdownBrowser::replaceImagesByLinks(QTextDocument *document, const QBrush &linkBrush)
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
        cursor.insertText(tr("[image: %1]").arg(label), link);
    }
}

void MarkdownBrowser::onAnchorClicked(const QUrl &url)
{
    // A cited segment: select it, never navigate.
    if (url.scheme() == u"cite"_s) {
        const QVector<int> segments = GroundedText::segmentsOfLink(url.toString());
        if (!segments.isEmpty())
            Q_EMIT citationClicked(segments);
        return;
    }
    Q_EMIT linkClicked(url);
    if (isSafeLink(url))
        QDesktopServices::openUrl(url);
}

int MarkdownBrowser::heightForWidth(int width) const
{
    // Laying a document out is the costly part of a card: never twice for the same width.
    const QMargins m = contentsMargins();
    QTextDocument *doc = document();
    const qreal textWidth = qMax(10, width - m.left() - m.right());
    const qreal shownWidth = doc->textWidth();
    if (shownWidth == textWidth)
        return qCeil(doc->size().height()) + m.top() + m.bottom();
    for (const Measure &known : m_measures) {
        if (known.textWidth == textWidth)
            return known.height;
    }
    doc->setTextWidth(textWidth);
    const int height = qCeil(doc->size().height()) + m.top() + m.bottom();
    // Not shown at a width yet: keep this layout, the width asked is likely the one it gets.
    // Else measure at the asked width, then put the shown layout back.
    if (m_lastWidth > 0 && shownWidth > 0)
        doc->setTextWidth(shownWidth);
    m_measures[m_nextMeasure] = Measure {textWidth, height};
    m_nextMeasure = (m_nextMeasure + 1) % int(std::size(m_measures));
    return height;
}

QSize MarkdownBrowser::sizeHint() const
{
    // The width the document is laid out at (no layout just for a hint); before any layout, one
    // line (the layouts then ask heightForWidth at the width they give).
    const QMargins m = contentsMargins();
    const qreal laidOut = document()->textWidth();
    if (laidOut <= 0)
        return QSize(200, fontMetrics().lineSpacing() + m.top() + m.bottom());
    const int w = qCeil(laidOut) + m.left() + m.right();
    return QSize(w, heightForWidth(w));
}

QSize MarkdownBrowser::minimumSizeHint() const
{
    return QSize(50, fontMetrics().height());
}

void MarkdownBrowser::resizeEvent(QResizeEvent *event)
{
    const QMargins m = contentsMargins();
    if (document()->textWidth() == qMax(10, width() - m.left() - m.right())
        && document()->textWidth() == viewport()->width()) {
        // Already laid out at this width (heightForWidth did it): QTextEdit would lay the
        // document out again for nothing.
        QAbstractScrollArea::resizeEvent(event);
    } else {
        QTextBrowser::resizeEvent(event);
    }
    if (width() != m_lastWidth) {
        m_lastWidth = width();
        updateGeometry();
    }
}

void MarkdownBrowser::forgetMeasure()
{
    for (Measure &known : m_measures)
        known = Measure {};
}

void MarkdownBrowser::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event); // a new font lays the document out again
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        forgetMeasure();
}

bool MarkdownBrowser::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_citationToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QVector<int> segments = GroundedText::segmentsOfLink(anchorAt(help->pos()));
        if (!segments.isEmpty()) {
            const QString tip = m_citationToolTip(segments);
            if (!tip.isEmpty()) {
                QToolTip::showText(help->globalPos(), tip, viewport());
                return true;
            }
        }
    }
    return QTextBrowser::viewportEvent(event);
}

void MarkdownBrowser::wheelEvent(QWheelEvent *event)
{
    // The text is never scrolled inside the card: let the message list scroll.
    event->ignore();
}
