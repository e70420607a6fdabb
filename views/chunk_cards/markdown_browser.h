// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "grounded_text.h"

#include <QTextBrowser>
#include <functional>

/// A read-only, self-sizing text view for untrusted Markdown: raw HTML is shown as text, nothing
/// remote is ever loaded (images become links), and only http/https links open, in the system
/// browser, on an explicit click. Sizes itself to its text (height for width, no scroll bars).
/// Can highlight cited segments (GroundedText): a click on one emits citationClicked and never
/// navigates; hovering shows the tooltip its owner provides.
class MarkdownBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    explicit MarkdownBrowser(QWidget *parent = nullptr);

    /// Renders `text` as GitHub Markdown without HTML; images are replaced by links.
    void setMarkdownText(const QString &text);
    /// Shows `text` as plain text (transcripts, code).
    void setPlainBody(const QString &text);
    /// Renders `text` (Markdown or plain) with the cited `ranges` highlighted and citation markers
    /// after them; see GroundedText::render. Returns how it was rendered.
    GroundedText::Mode setGroundedText(
        const QString &text, bool markdown, const QVector<CitedRange> &ranges);
    /// Gives the highlights of the segments in `selected` the strong colour.
    void setSelectedSegments(const QVector<int> &selected);
    /// What to show when the pointer rests on cited text (the segments under it).
    void setCitationToolTip(std::function<QString(const QVector<int> &)> provider)
    {
        m_citationToolTip = std::move(provider);
    }

    /// Renders `text` into `document` as setMarkdownText does (painted rows share it); `link`
    /// colours the links that replace images.
    static void renderMarkdown(QTextDocument *document, const QString &text, const QBrush &link);
    /// Replaces every image of `document` by a link to it, coloured `link`, and makes every tool
    /// tip (Markdown link titles) plain text (plainToolTip()).
    static void replaceImagesByLinks(QTextDocument *document, const QBrush &link);
    /// The margin every card text document has around its text.
    static constexpr int kDocumentMargin = 2;

    /// True for the links we are willing to open: http and https only.
    static bool isSafeLink(const QUrl &url);

    QVariant loadResource(int type, const QUrl &name) override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /// A link the user clicked (whatever its scheme but cite:); safe links are also opened.
    void linkClicked(const QUrl &url);
    /// The user clicked cited text or a citation marker: the segments there.
    void citationClicked(const QVector<int> &segments);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void onAnchorClicked(const QUrl &url);
    void forgetMeasure();
    int m_lastWidth = -1;
    /// The last heights measured away from the shown width (no second layout for one width).
    struct Measure {
        qreal textWidth = -1;
        int height = 0;
    };
    mutable Measure m_measures[4];
    mutable int m_nextMeasure = 0;
    std::function<QString(const QVector<int> &)> m_citationToolTip;
};
