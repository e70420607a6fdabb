// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/timestamp.h"

#include <QTreeWidget>
#include <QVector>

struct AdkSessionInfo;
struct AgentEngineSessionInfo;

/// The sessions of a live server as a query page lists them (ADK: id and last update; Agent
/// Engine: id, user, display name, last update): sortable by any column (times by their
/// value), newest first, filled all at once or page by page, the selection kept when the list
/// comes again; tens of thousands of rows stay responsive (uniform rows, one sort per batch).
/// Owned by its parent widget.
class SessionList : public QTreeWidget
{
    Q_OBJECT
public:
    enum class Column { Id, User, DisplayName, LastUpdate };

    /// Shows `columns`, in that order (by default the ADK page's).
    SessionList(const QString &objectName, QWidget *parent,
        const QVector<Column> &columns = {Column::Id, Column::LastUpdate});

    /// Shows `sessions` instead, the selected one selected again if it is still there.
    void setSessions(const QVector<AdkSessionInfo> &sessions);
    /// Adds a page of `sessions` to those shown.
    void addSessions(const QVector<AgentEngineSessionInfo> &sessions);
    /// The selected session's id; empty when none is selected.
    QString selectedId() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        QString id;
        QString user;
        QString displayName;
        Timestamp lastUpdate;
    };
    void addRows(const QVector<Row> &rows);
    void retranslate();

    QVector<Column> m_columns;
};
