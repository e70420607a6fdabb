// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QFont>
#include <QList>
#include <QObject>

#include <optional>

class MessageView;
class QAction;

/// View ▸ Zoom In, Zoom Out and Actual Size for the message text (Ctrl++, Ctrl+-, Ctrl+0, and
/// Ctrl+wheel over the messages): gives the MessageView's list the message font (the view's, or
/// the one chosen in Preferences: view/messageFont) scaled in steps between 50 % and 300 % (the
/// rows are painted in the list's font; the find and filter bars keep the view's) and remembers
/// the zoom in the settings (view/messageZoom). Owned by its parent (the main window); the
/// MessageView is the window's and outlives it.
class MessageZoom : public QObject
{
    Q_OBJECT
public:
    MessageZoom(MessageView *view, QObject *parent);

    /// Zoom In, Zoom Out, Actual Size: for the View menu (the window holds them for shortcuts).
    QList<QAction *> actions() const { return {m_in, m_out, m_reset}; }
    /// The zoom, in percent of the normal size.
    int percent() const { return m_percent; }
    /// Zooms to `percent`, bounded to the steps' range, and remembers it.
    void setPercent(int percent);
    /// The zoom levels Zoom In and Zoom Out step through, in percent.
    static QList<int> steps();
    /// `font` at `percent` of its size.
    static QFont scaled(QFont font, int percent);
    /// The font chosen for message text in Preferences; none: the view's.
    static std::optional<QFont> messageFont();
    /// Saves the message font (none: the view's again); refresh() applies it to a window.
    static void setMessageFont(const std::optional<QFont> &font);
    /// Gives the list the message font at the current zoom again (after setMessageFont()).
    void refresh() { apply(); }
    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// One step in or out (`direction` +1 or -1) from the current zoom.
    void step(int direction);
    /// The list's font (the view's at the current zoom) and which actions can act.
    void apply();
    /// `percent` within the steps' range.
    static int bounded(int percent);

    MessageView *m_view;
    QAction *m_in;
    QAction *m_out;
    QAction *m_reset;
    int m_percent = 100;
    int m_wheelAngle = 0; ///< Ctrl+wheel: eighths of a degree not yet stepped
};
