// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QListView>

/// The QListView of the message view, with hooks the view needs: a pending-layout flush and
/// notifications when the viewport is resized or scrolled. Owned by MessageView.
class MessageListView : public QListView
{
    Q_OBJECT
public:
    explicit MessageListView(QWidget *parent = nullptr);
    /// Runs a pending item layout now (rows' positions are then current).
    void flushLayout() { executeDelayedItemsLayout(); }

Q_SIGNALS:
    void viewportChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void updateGeometries() override;
};
