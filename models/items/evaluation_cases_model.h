// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/evaluation.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <memory>

class Document;
template<typename Owner>
class AsyncOwner;

/// The evaluation cases of a document as a table, one row per case (a run, set or list read as
/// one conversation gives a row per case it lists): the case, its recorded verdict, its turns,
/// and a column per metric with the case's score marked by that metric's verdict. A metric that
/// only the turns have shows the lowest turn's score, failed when any turn failed. Reads the
/// document's conversations on the thread pool (setDocument); lives on the GUI thread; shares
/// ownership of the cases.
class EvaluationCasesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { CaseColumn, StatusColumn, TurnsColumn, FirstMetricColumn };
    enum Role {
        /// int (EvaluationStatus): the case's verdict (Case and Status columns), a metric's in
        /// its column; invalid for a metric the case does not have
        StatusRole = Qt::UserRole + 1,
        ScoreRole, ///< double: a metric column's score; invalid when none
        SortRole, ///< what the column sorts by: text, verdict order, turns or score
        ConversationRole, ///< int: the conversation holding the case
        ListedCaseRole, ///< int: the case's index in a run's or list's cases; -1 for its own
        MetricRole, ///< QString: the metric of a metric column (also as header data)
    };
    Q_ENUM(Role)

    /// One evaluation of a conversation, as the model takes it.
    struct Entry {
        int conversation = -1;
        std::shared_ptr<const EvaluationCase> evaluation;
    };

    explicit EvaluationCasesModel(QObject *parent = nullptr);
    ~EvaluationCasesModel() override;

    /// Shows the cases of `entries` (in order). Resets the model.
    void setEntries(QVector<Entry> entries);
    /// Shows the cases of `document`'s conversations once it has loaded, read on the thread
    /// pool (null: none). A document that is not an evaluation has no cases.
    void setDocument(Document *document);
    /// Whether the cases of the document set are still being read.
    bool isLoading() const { return m_loading; }
    /// The metrics of the metric columns, in order of first appearance.
    QStringList metricNames() const { return m_metrics; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The cases of the document set are read (the model was reset with them).
    void casesLoaded();

public Q_SLOTS:
    void retranslate();

private:
    struct Row {
        int entry = 0;
        int listed = -1;
    };
    /// A metric's value for one case: its own, or the worst of its turns'.
    struct MetricValue {
        bool present = false;
        std::optional<double> score;
        std::optional<double> threshold;
        EvaluationStatus status = EvaluationStatus::Unknown;
        int turns = 0; ///< turns it was taken from; 0: the case's own
    };
    const EvaluationCase &caseOf(const Row &row) const;
    MetricValue metricValue(const EvaluationCase &c, const QString &metric) const;
    QVariant metricData(const Row &row, const QString &metric, int role) const;
    void readDocument();

    QVector<Entry> m_entries;
    QVector<Row> m_rows;
    QStringList m_metrics;
    QPointer<Document> m_document;
    std::shared_ptr<AsyncOwner<EvaluationCasesModel>> m_async;
    int m_generation = 0;
    bool m_loading = false;
};
