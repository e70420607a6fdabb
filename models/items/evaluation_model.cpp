// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_model.h"

#include "plain_tool_tip.h"

#include <QLocale>

using namespace Qt::StringLiterals;

struct EvaluationModel::Node {
    RowKind kind = RowKind::Case;
    int parent = -1;
    int row = 0;
    QVector<int> children;
    int conversation = -1;
    const EvaluationCase *evaluation = nullptr;
    int turn = -1;
    int item = -1; ///< metric, expectation or trajectory row index
    bool caseMetric = false; ///< a Metric row of the case, not of a turn
    TrajectoryRow trajectory;
};

namespace {

QString callText(const EvaluationToolCall &c)
{
    return c.name + u'(' + QString::fromUtf8(c.args.json) + u')';
}

QVector<TrajectoryCall> trajectory(const EvaluationSide &side)
{
    QVector<TrajectoryCall> out;
    // CES calls match by resource (evaluations.md §4.12), ADK calls by name.
    for (const EvaluationToolCall &c : side.toolCalls)
        out.append({c.resource.isEmpty() ? c.name : c.resource, c.args.json});
    return out;
}

} // namespace

EvaluationModel::EvaluationModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

EvaluationModel::~EvaluationModel() = default;

int EvaluationModel::addNode(Node node)
{
    const int id = int(m_nodes.size());
    if (node.parent >= 0) {
        node.row = int(m_nodes[node.parent].children.size());
        m_nodes[node.parent].children.append(id);
    } else {
        node.row = int(m_roots.size());
        m_roots.append(id);
    }
    m_nodes.append(std::move(node));
    return id;
}

void EvaluationModel::setConversations(QVector<std::shared_ptr<const Conversation>> conversations)
{
    beginResetModel();
    m_conversations = std::move(conversations);
    m_nodes.clear();
    m_roots.clear();
    for (int i = 0; i < m_conversations.size(); ++i) {
        const std::shared_ptr<const Conversation> &c = m_conversations.at(i);
        if (!c || !c->evaluation)
            continue;
        if (c->evaluation->cases.empty()) {
            addCase(*c->evaluation, i);
            continue;
        }
        for (const EvaluationCase &inner : c->evaluation->cases)
            addCase(inner, i);
    }
    endResetModel();
}

void EvaluationModel::addCase(const EvaluationCase &c, int conversation)
{
    Node n;
    n.conversation = conversation;
    n.evaluation = &c;
    const int caseNode = addNode(n);
    for (int i = 0; i < c.metrics.size(); ++i) {
        Node m = n;
        m.kind = RowKind::Metric;
        m.parent = caseNode;
        m.item = i;
        m.caseMetric = true;
        addNode(m);
    }
    for (int t = 0; t < c.turns.size(); ++t)
        addTurn(c, t, caseNode, conversation);
}

void EvaluationModel::addTurn(const EvaluationCase &c, int turn, int caseNode, int conversation)
{
    const TurnPair &t = c.turns.at(turn);
    Node base;
    base.conversation = conversation;
    base.evaluation = &c;
    base.turn = turn;
    base.kind = RowKind::Turn;
    base.parent = caseNode;
    const int turnNode = addNode(base);
    base.parent = turnNode;
    const auto add = [&](RowKind kind, int item) {
        Node n = base;
        n.kind = kind;
        n.item = item;
        return addNode(n);
    };
    if (!t.userInput.isEmpty())
        add(RowKind::UserInput, -1);
    const QVector<TrajectoryRow> rows
        = alignTrajectories(trajectory(t.expected), trajectory(t.actual));
    for (int i = 0; i < rows.size(); ++i)
        m_nodes[add(RowKind::ToolCall, i)].trajectory = rows.at(i);
    if (!t.expected.responseParts.isEmpty() || !t.actual.responseParts.isEmpty())
        add(RowKind::Response, -1);
    if (!t.expected.transferTarget.isEmpty() || !t.actual.transferTarget.isEmpty())
        add(RowKind::Transfer, -1);
    for (int i = 0; i < t.metrics.size(); ++i)
        add(RowKind::Metric, i);
    for (int i = 0; i < t.expectations.size(); ++i)
        add(RowKind::Expectation, i);
}

const EvaluationModel::Node *EvaluationModel::nodeAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const auto id = qsizetype(index.internalId());
    return id >= 0 && id < m_nodes.size() ? &m_nodes.at(id) : nullptr;
}

QModelIndex EvaluationModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return QModelIndex();
    const Node *p = nodeAt(parent);
    const QVector<int> &list = p ? p->children : m_roots;
    return createIndex(row, column, quintptr(list.at(row)));
}

QModelIndex EvaluationModel::parent(const QModelIndex &child) const
{
    const Node *n = nodeAt(child);
    if (!n || n->parent < 0)
        return QModelIndex();
    return createIndex(m_nodes.at(n->parent).row, 0, quintptr(n->parent));
}

int EvaluationModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node *p = nodeAt(parent);
    return int(p ? p->children.size() : m_roots.size());
}

int EvaluationModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant EvaluationModel::display(const Node &n, int column) const
{
    const EvaluationCase &c = *n.evaluation;
    const TurnPair *t = n.turn >= 0 ? &c.turns.at(n.turn) : nullptr;
    if (column == ExpectedColumn || column == ActualColumn)
        return roleData(n, column == ExpectedColumn ? ExpectedTextRole : ActualTextRole);
    if (column == StatusColumn) {
        const QVariant s = roleData(n, StatusRole);
        if (s.isValid() && EvaluationStatus(s.toInt()) == EvaluationStatus::Unknown)
            return QString(statusText(EvaluationStatus::Unknown) + u" ("_s
                + roleData(n, RawStatusRole).toString() + u')');
        if (s.isValid())
            return statusText(EvaluationStatus(s.toInt()));
        return n.kind == RowKind::ToolCall ? trajectoryText(n.trajectory.status) : QVariant();
    }
    if (column == ScoreColumn) {
        if (n.kind != RowKind::Metric && n.kind != RowKind::Expectation)
            return QVariant();
        const QVariant score = roleData(n, ScoreRole);
        const std::optional<double> value
            = score.isValid() ? std::optional<double>(score.toDouble()) : std::nullopt;
        QString text = scoreText(value);
        if (n.kind == RowKind::Metric) {
            const MetricRow &m = n.caseMetric ? c.metrics.at(n.item) : t->metrics.at(n.item);
            if (value && m.scaleMax && *m.scaleMax != 1)
                text += u" / "_s + scoreText(m.scaleMax);
            if (!m.label.isEmpty())
                text += u" ("_s + m.label + u')';
        }
        return text;
    }
    if (column == ThresholdColumn) {
        const QVariant threshold = roleData(n, ThresholdRole);
        if (!threshold.isValid())
            return QVariant();
        const QString text = scoreText(threshold.toDouble());
        //: a metric threshold that the file did not record: %1 the documented default
        return roleData(n, ThresholdIsDefaultRole).toBool() ? tr("%1 (default)").arg(text) : text;
    }
    switch (n.kind) {
    case RowKind::Case:
        return c.title.isEmpty() ? c.id : c.title;
    case RowKind::Turn:
        if (c.family == EvaluationFamily::Adk)
            //: an ADK evaluation case's invocation: %1 its number, %2 how many there are
            return tr("Invocation %1 of %2").arg(n.turn + 1).arg(c.turns.size());
        //: a CES evaluation's turn: %1 its number
        return tr("Turn %1").arg(n.turn + 1);
    case RowKind::UserInput:
        //: the row of an evaluation turn that holds what the user said
        return tr("User input");
    case RowKind::ToolCall: {
        const TrajectoryRow &r = n.trajectory;
        return r.actual >= 0 ? t->actual.toolCalls.at(r.actual).name
                             : t->expected.toolCalls.at(r.expected).name;
    }
    case RowKind::Response:
        //: the row of an evaluation turn that holds the agent's final answer
        return tr("Response");
    case RowKind::Transfer:
        //: the row of an evaluation turn that holds the agent a conversation was passed to
        return tr("Transfer");
    case RowKind::Metric:
        return n.caseMetric ? c.metrics.at(n.item).name : t->metrics.at(n.item).name;
    case RowKind::Expectation: {
        const ExpectationRow &x = t->expectations.at(n.item);
        return x.note.isEmpty() ? x.kind : x.note;
    }
    }
    return QVariant();
}

QVariant EvaluationModel::roleData(const Node &n, int role) const
{
    const EvaluationCase &c = *n.evaluation;
    const TurnPair *t = n.turn >= 0 ? &c.turns.at(n.turn) : nullptr;
    const MetricRow *m = n.kind == RowKind::Metric
        ? (n.caseMetric ? &c.metrics.at(n.item) : &t->metrics.at(n.item))
        : nullptr;
    const ExpectationRow *x
        = n.kind == RowKind::Expectation ? &t->expectations.at(n.item) : nullptr;
    const auto optional
        = [](const std::optional<double> &v) { return v ? QVariant(*v) : QVariant(); };
    switch (role) {
    case KindRole:
        return int(n.kind);
    case StatusRole: {
        // Unknown without a written value: nothing recorded (a set's case has no verdict).
        const auto recorded = [](EvaluationStatus s, const QString &raw) {
            return s == EvaluationStatus::Unknown && raw.isEmpty() ? QVariant() : QVariant(int(s));
        };
        if (n.kind == RowKind::Case)
            return recorded(c.status, c.rawStatus);
        if (m)
            return recorded(m->status, m->rawStatus);
        if (x)
            return recorded(x->status, x->rawStatus);
        return QVariant();
    }
    case RawStatusRole:
        return n.kind == RowKind::Case ? c.rawStatus
            : m                        ? m->rawStatus
            : x                        ? x->rawStatus
                                       : QString();
    case StatusIdRole: {
        const QVariant s = roleData(n, StatusRole);
        return s.isValid() ? evaluationStatusId(EvaluationStatus(s.toInt())) : QString();
    }
    case ScoreRole:
        return m ? optional(m->score) : x ? optional(x->detailScore) : QVariant();
    case ThresholdRole:
        return m ? optional(m->threshold) : QVariant();
    case ThresholdIsDefaultRole:
        return m && m->thresholdIsDefault;
    case TrajectoryStatusRole:
        return n.kind == RowKind::ToolCall ? QVariant(int(n.trajectory.status)) : QVariant();
    case ChangedKeysRole:
        return n.kind == RowKind::ToolCall
            ? n.trajectory.changedKeys + n.trajectory.missingKeys + n.trajectory.extraKeys
            : QStringList();
    case ExpectedTextRole:
    case ActualTextRole: {
        const bool expected = role == ExpectedTextRole;
        if (!t)
            return QString();
        const EvaluationSide &side = expected ? t->expected : t->actual;
        switch (n.kind) {
        case RowKind::UserInput:
            return t->userInput;
        case RowKind::ToolCall: {
            const int i = expected ? n.trajectory.expected : n.trajectory.actual;
            return i >= 0 ? callText(side.toolCalls.at(i)) : QString();
        }
        case RowKind::Response:
            return side.responseText();
        case RowKind::Transfer:
            return side.transferTarget;
        case RowKind::Expectation:
            return QString::fromUtf8(expected ? x->expected.json : x->observed.json);
        default:
            return QString();
        }
    }
    case ConversationRole:
        return n.conversation;
    case TurnRole:
        return n.turn;
    case CaseIdRole:
        return c.id;
    case JsonPathRole:
        if (m)
            return m->jsonPath;
        if (x)
            return x->jsonPath;
        return t ? t->jsonPath : c.jsonPath;
    default:
        return QVariant();
    }
}

QVariant EvaluationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return QVariant();
    const Node *n = nodeAt(index);
    if (role == Qt::DisplayRole)
        return display(*n, index.column());
    if (role == Qt::ToolTipRole) {
        // Input text, never rich text; the raw score beside the rounded one.
        if (index.column() == ScoreColumn) {
            const QVariant score = roleData(*n, ScoreRole);
            return score.isValid() ? QString::number(score.toDouble(), 'g', 17) : QVariant();
        }
        const QVariant text = display(*n, index.column());
        return text.isValid() ? plainToolTip(text.toString()) : QVariant();
    }
    if (role >= KindRole)
        return roleData(*n, role);
    return QVariant();
}

void EvaluationModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_roots.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_roots.size()) - 1, ColumnCount - 1));
    // Rows below the cases: their parents' children each.
    for (int i = 0; i < m_nodes.size(); ++i) {
        const Node &n = m_nodes.at(i);
        if (n.children.isEmpty())
            continue;
        const QModelIndex parent = createIndex(n.row, 0, quintptr(i));
        Q_EMIT dataChanged(
            index(0, 0, parent), index(int(n.children.size()) - 1, ColumnCount - 1, parent));
    }
}
