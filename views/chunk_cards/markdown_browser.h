// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QTextBrowser>

/// A read-only, self-sizing text view for untrusted Markdown: raw HTML is shown as text, nothing
/// remote is ever loaded (images become links), and only http/https links open, in the system
/// browser, on an explicit click. Sizes itself to its text (height for width, no scroll bars).
class MarkdownBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    explicit MarkdownBrowser(QWidget *parent = nullptr);

    /// Renders `text` as GitHub Markdown without HTML; images are replaced by links.
    void setMarkdownText(const QString &text);
    /// Shows `text` as plain text (transcripts, code).
    void setPlainBody(const QString &text);

    /// True for the links we are willing to open: http and https only.
    static bool isSafeLink(const QUrl &url);

    QVariant loadResource(int type, const QUrl &name) override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /// A link the user clicked (whatever its scheme); safe links are also opened.
    void linkClicked(const QUrl &url);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void replaceImagesByLinks();
    void onAnchorClicked(const QUrl &url);
    int m_lastWidth = -1;
};
