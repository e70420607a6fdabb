// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QTreeWidget>
#include <QVector>

struct AdkSessionInfo;

/// The ADK page's list of a user's sessions: id and last update, the selection kept when the
/// list comes again. Owned by its parent widget.
class AdkSessionList : public QTreeWidget
{
    Q_OBJECT
public:
    explicit AdkSessionList(QWidget *parent = nullptr);

    /// Shows `sessions`, the selected one selected again if it is still there.
    void setSessions(const QVector<AdkSessionInfo> &sessions);
    /// The selected session's id; empty when none is selected.
    QString selectedId() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};
