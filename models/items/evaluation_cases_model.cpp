// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_cases_model.h"

#include "document/async_owner.h"
#include "document/document.h"
#include "evaluation_model.h"
#include "formats/format_descriptor.h"

#include <QThreadPool>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

/// The order verdicts sort in: failures first, passes last.
int statusRank(EvaluationStatus status)
{
    switch (status) {
    case EvaluationStatus::Fail:
        return 0;
    case EvaluationStatus::Unknown:
        return 1;
    case EvaluationStatus::NotEvaluated:
        return 2;
    case EvaluationStatus::Skipped:
        return 3;
    case EvaluationStatus::Informational:
        return 4;
    case EvaluationStatus::Pass:
        return 5;
    }
    return 1;
}

} // namespace

EvaluationCasesModel::EvaluationCasesModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_async(std::make_shared<AsyncOwner<EvaluationCasesModel>>(this))
{ }

EvaluationCasesModel::~EvaluationCasesModel()
{
    m_async->clear();
}

void EvaluationCasesModel::setEntries(QVector<Entry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    m_rows.clear();
    m_metrics.clear();
    const auto addMetrics = [this](const EvaluationCase &c) {
        for (const MetricRow &m : c.metrics)
            if (!m_metrics.contains(m.name))
                m_metrics.append(m.name);
        for (const TurnPair &t : c.turns)
            for (const MetricRow &m : t.metrics)
                if (!m_metrics.contains(m.name))
                    m_metrics.append(m.name);
    };
    for (int e = 0; e < m_entries.size(); ++e) {
        const EvaluationCase *c = m_entries.at(e).evaluation.get();
        if (!c)
            continue;
        if (c->cases.empty()) {
            m_rows.append(Row {e, -1});
            addMetrics(*c);
            continue;
        }
        for (int k = 0; k < int(c->cases.size()); ++k) {
            m_rows.append(Row {e, k});
            addMetrics(c->cases.at(size_t(k)));
        }
    }
    endResetModel();
}

void EvaluationCasesModel::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    ++m_generation; // a read of the previous document still running is dropped
    m_loading = false;
    setEntries({});
    if (!document)
        return;
    connect(document, &Document::loaded, this, &EvaluationCasesModel::readDocument);
    if (document->state() == Document::State::Ready)
        readDocument();
}

void EvaluationCasesModel::readDocument()
{
    if (!m_document || !formats::holdsEvaluations(m_document->formatId()))
        return;
    // Evaluation files are small beside sessions, but a run of thousands of cases still takes
    // a moment to read: on the thread pool, each conversation read once.
    QVector<std::function<std::shared_ptr<const Conversation>()>> readers;
    for (int i = 0; i < m_document->conversationCount(); ++i)
        readers.append(m_document->conversationReader(i));
    m_loading = true;
    QThreadPool::globalInstance()->start([async = m_async, readers = std::move(readers),
                                             generation = m_generation] {
        QVector<Entry> entries;
        for (int i = 0; i < readers.size(); ++i) {
            const std::shared_ptr<const Conversation> c = readers.at(i) ? readers.at(i)() : nullptr;
            if (c && c->evaluation)
                entries.append(Entry {i, c->evaluation});
        }
        async->post([entries = std::move(entries), generation](EvaluationCasesModel *model) {
            if (generation != model->m_generation)
                return;
            model->m_loading = false;
            model->setEntries(entries);
            Q_EMIT model->casesLoaded();
        });
    });
}

const EvaluationCase &EvaluationCasesModel::caseOf(const Row &row) const
{
    const EvaluationCase &c = *m_entries.at(row.entry).evaluation;
    return row.listed < 0 ? c : c.cases.at(size_t(row.listed));
}

EvaluationCasesModel::MetricValue EvaluationCasesModel::metricValue(
    const EvaluationCase &c, const QString &metric) const
{
    MetricValue v;
    for (const MetricRow &m : c.metrics) {
        if (m.name == metric)
            return MetricValue {true, m.score, m.threshold, m.status, 0};
    }
    // Only the turns have it: the worst turn (the lowest score; failed when one failed).
    bool failed = false, allPassed = true;
    for (const TurnPair &t : c.turns) {
        for (const MetricRow &m : t.metrics) {
            if (m.name != metric)
                continue;
            v.present = true;
            ++v.turns;
            if (m.score && (!v.score || *m.score < *v.score)) {
                v.score = m.score;
                v.threshold = m.threshold;
            }
            failed = failed || m.status == EvaluationStatus::Fail;
            allPassed = allPassed && m.status == EvaluationStatus::Pass;
        }
    }
    if (v.present)
        v.status = failed ? EvaluationStatus::Fail
            : allPassed   ? EvaluationStatus::Pass
                          : EvaluationStatus::Unknown;
    return v;
}

int EvaluationCasesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EvaluationCasesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstMetricColumn + int(m_metrics.size());
}

QVariant EvaluationCasesModel::metricData(const Row &row, const QString &metric, int role) const
{
    const MetricValue v = metricValue(caseOf(row), metric);
    switch (role) {
    case Qt::DisplayRole: {
        if (!v.present)
            return QString();
        const QString mark = EvaluationModel::statusMark(v.status);
        //: evaluation cases: a metric that has no score in this case (not 0)
        const QString score = v.score ? EvaluationModel::scoreText(v.score) : tr("no score");
        if (v.score && v.threshold)
            //: evaluation cases: a metric's verdict mark and score, then the score it needed
            //: to pass (its threshold), e.g. "✓ 0.824 (needs 0.7)"
            return tr("%1 %2 (needs %3)").arg(mark, score, EvaluationModel::scoreText(v.threshold));
        return QString(mark + u' ' + score);
    }
    case Qt::ToolTipRole: {
        if (!v.present)
            return QString();
        QStringList lines {metric + u": "_s + EvaluationModel::statusText(v.status)};
        if (v.threshold)
            //: evaluation cases, tool tip of a metric: the score it needed to pass
            lines << tr("Threshold %1").arg(EvaluationModel::scoreText(v.threshold));
        if (v.turns > 0)
            //: evaluation cases, tool tip of a metric the turns have: the lowest turn's score
            lines << tr("The lowest of %n turn(s)", nullptr, v.turns);
        return lines.join(u'\n');
    }
    case StatusRole:
        return v.present ? QVariant(int(v.status)) : QVariant();
    case ScoreRole:
    case SortRole:
        return v.score ? QVariant(*v.score) : QVariant();
    case MetricRole:
        return metric;
    default:
        return {};
    }
}

QVariant EvaluationCasesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows.at(index.row());
    const EvaluationCase &c = caseOf(row);
    if (role == ConversationRole)
        return m_entries.at(row.entry).conversation;
    if (role == ListedCaseRole)
        return row.listed;
    if (index.column() >= FirstMetricColumn)
        return metricData(row, m_metrics.at(index.column() - FirstMetricColumn), role);
    const QString title = c.title.isEmpty() ? c.id : c.title;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == CaseColumn)
            return title;
        if (index.column() == StatusColumn)
            return EvaluationModel::statusText(c.status);
        return c.turns.isEmpty() ? QString() : QString::number(c.turns.size());
    case Qt::ToolTipRole:
        if (index.column() == StatusColumn && !c.rawStatus.isEmpty())
            //: evaluation cases, tool tip: the verdict as the file wrote it
            return tr("Written as %1").arg(c.rawStatus);
        return index.column() == CaseColumn && title != c.id ? c.id : QString();
    case StatusRole:
        return int(c.status);
    case SortRole:
        if (index.column() == CaseColumn)
            return title;
        if (index.column() == StatusColumn)
            return statusRank(c.status);
        return int(c.turns.size());
    default:
        return {};
    }
}

QVariant EvaluationCasesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (section >= FirstMetricColumn) {
        if (role == Qt::DisplayRole || role == MetricRole)
            return m_metrics.at(section - FirstMetricColumn);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CaseColumn:
        //: header of the evaluation cases table: the case or result
        return tr("Case");
    case StatusColumn:
        //: header of the evaluation cases table: its recorded verdict
        return tr("Status");
    default:
        //: header of the evaluation cases table: how many turns or invocations it has
        return tr("Turns");
    }
}

void EvaluationCasesModel::retranslate()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}
