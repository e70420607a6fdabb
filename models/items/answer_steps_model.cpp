// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_steps_model.h"

#include "plain_tool_tip.h"

#include "export/snippet_html.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

QStringList sanitized(const QStringList &snippets, QString (*convert)(const QString &))
{
    QStringList out;
    out.reserve(snippets.size());
    for (const QString &snippet : snippets)
        out.append(convert(snippet));
    return out;
}

/// One line of a possibly multi-line text, for a tree row.
QString firstLine(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype newline = trimmed.indexOf(u'\n');
    return newline < 0 ? trimmed : trimmed.left(newline) + u" …"_s;
}

} // namespace

AnswerStepsModel::AnswerStepsModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void AnswerStepsModel::setAnswer(std::shared_ptr<const AnswerDetails> answer)
{
    beginResetModel();
    m_answer = std::move(answer);
    m_nodes.clear();
    m_steps.clear();
    if (m_answer) {
        for (int s = 0; s < m_answer->steps.size(); ++s) {
            const int stepNode = int(m_nodes.size());
            m_nodes.append(Node {Kind::Step, -1, int(m_steps.size()), s, 0, 0, {}});
            m_steps.append(stepNode);
            const AnswerStep &step = m_answer->steps.at(s);
            for (int a = 0; a < step.actions.size(); ++a) {
                const int actionNode = int(m_nodes.size());
                m_nodes.append(Node {Kind::Action, stepNode, a, s, a, 0, {}});
                m_nodes[stepNode].children.append(actionNode);
                const AnswerStepAction &action = step.actions.at(a);
                for (int r = 0; r < action.results.size(); ++r) {
                    const int resultNode = int(m_nodes.size());
                    m_nodes.append(Node {Kind::Result, actionNode, r, s, a, r, {}});
                    m_nodes[actionNode].children.append(resultNode);
                }
            }
        }
    }
    endResetModel();
}

QString AnswerStepsModel::stateText(const QString &state)
{
    if (state.isEmpty() || state == u"STATE_UNSPECIFIED"_s)
        //: state of an answer step the source did not give
        return tr("Not specified");
    if (state == u"IN_PROGRESS"_s)
        //: state of an answer or answer step
        return tr("In progress");
    if (state == u"FAILED"_s)
        //: state of an answer or answer step
        return tr("Failed");
    if (state == u"SUCCEEDED"_s)
        //: state of an answer or answer step
        return tr("Succeeded");
    return state;
}

const AnswerStepsModel::Node *AnswerStepsModel::node(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    const quintptr id = index.internalId();
    return id < quintptr(m_nodes.size()) ? &m_nodes.at(int(id)) : nullptr;
}

QModelIndex AnswerStepsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_steps.size() ? createIndex(row, column, quintptr(m_steps.at(row)))
                                    : QModelIndex();
    if (parent.column() != 0)
        return {};
    const Node *p = node(parent);
    if (!p || row >= p->children.size())
        return {};
    return createIndex(row, column, quintptr(p->children.at(row)));
}

QModelIndex AnswerStepsModel::parent(const QModelIndex &child) const
{
    const Node *n = node(child);
    if (!n || n->parent < 0)
        return {};
    return createIndex(m_nodes.at(n->parent).row, 0, quintptr(n->parent));
}

int AnswerStepsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_steps.size());
    if (parent.column() != 0)
        return 0;
    const Node *n = node(parent);
    return n ? int(n->children.size()) : 0;
}

int AnswerStepsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant AnswerStepsModel::data(const QModelIndex &index, int role) const
{
    const Node *n = node(index);
    if (!n || !m_answer)
        return {};
    if (role == KindRole)
        return int(n->kind);
    if (role == StepNumberRole)
        return n->step + 1;
    const AnswerStep &step = m_answer->steps.at(n->step);
    switch (n->kind) {
    case Kind::Step:
        return stepData(step, index.column(), role);
    case Kind::Action:
        return actionData(step.actions.at(n->action), index.column(), role);
    case Kind::Result:
        return resultData(step.actions.at(n->action).results.at(n->result), index.column(), role);
    }
    return {};
}

QVariant AnswerStepsModel::stepData(const AnswerStep &step, int column, int role) const
{
    const int number = int(&step - m_answer->steps.constData()) + 1;
    switch (role) {
    case Qt::DisplayRole:
        if (column == DetailColumn)
            return stateText(step.state);
        return step.description.trimmed().isEmpty()
            //: answer steps tree: a step without a description; %1 its number
            ? tr("Step %1").arg(number)
            //: answer steps tree: %1 step number, %2 the step's description
            : tr("Step %1: %2").arg(number).arg(firstLine(step.description));
    case Qt::ToolTipRole: // texts from the file: shown exactly as written
        return plainToolTip(step.thought.isEmpty() ? step.description : step.thought);
    case StateRole:
        return step.state;
    case DescriptionRole:
        return step.description;
    case ThoughtRole:
        return step.thought;
    case JsonPathRole:
        return step.jsonPath;
    default:
        return {};
    }
}

QVariant AnswerStepsModel::actionData(const AnswerStepAction &action, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        if (column == DetailColumn)
            //: answer steps tree: how many search results an action observed
            return tr("%n result(s)", nullptr, int(action.results.size()));
        return action.searchQuery.isEmpty()
            //: answer steps tree: an action that ran no search query
            ? tr("Action without a search query")
            //: answer steps tree: %1 the (rewritten) search query the step ran
            : tr("Search: %1").arg(firstLine(action.searchQuery));
    case Qt::ToolTipRole:
        return plainToolTip(action.searchQuery);
    case QueryRole:
        return action.searchQuery;
    case ResultCountRole:
        return int(action.results.size());
    case JsonPathRole:
        return action.jsonPath;
    default:
        return {};
    }
}

QVariant AnswerStepsModel::resultData(const AnswerSearchResult &result, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole: {
        if (column == DetailColumn) {
            const QUrl url(result.uri);
            return url.host().isEmpty() ? result.uri : url.host();
        }
        if (!result.title.trimmed().isEmpty())
            return firstLine(result.title);
        if (!result.uri.isEmpty())
            return result.uri;
        if (!result.document.isEmpty())
            return result.document.section(u'/', -1);
        //: answer steps tree: a search result with no title, URI or document
        return tr("Untitled result");
    }
    case Qt::ToolTipRole:
        return plainToolTip(result.uri.isEmpty() ? result.document : result.uri);
    case TitleRole:
        return result.title;
    case UriRole:
        return result.uri;
    case DocumentRole:
        return result.document;
    case SnippetsHtmlRole:
        return sanitized(result.snippets, &sanitizeSnippet);
    case SnippetsTextRole:
        return sanitized(result.snippets, &snippetPlainText);
    case SnippetStatusesRole:
        return result.snippetStatuses;
    case ChunkContentsRole:
        return result.chunkContents;
    case StructDataRole:
        return QString::fromUtf8(result.structData.json);
    case JsonPathRole:
        return result.jsonPath;
    default:
        return {};
    }
}

QVariant AnswerStepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TitleColumn:
        //: column of the answer steps tree: step, search query or result
        return tr("Step");
    case DetailColumn:
        //: column of the answer steps tree: state, result count or site
        return tr("Detail");
    default:
        return {};
    }
}

QHash<int, QByteArray> AnswerStepsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(StateRole, "state");
    names.insert(DescriptionRole, "description");
    names.insert(ThoughtRole, "thought");
    names.insert(QueryRole, "query");
    names.insert(TitleRole, "title");
    names.insert(UriRole, "uri");
    names.insert(DocumentRole, "document");
    names.insert(SnippetsHtmlRole, "snippetsHtml");
    names.insert(SnippetsTextRole, "snippetsText");
    names.insert(SnippetStatusesRole, "snippetStatuses");
    names.insert(ChunkContentsRole, "chunkContents");
    names.insert(StructDataRole, "structData");
    names.insert(ResultCountRole, "resultCount");
    names.insert(JsonPathRole, "jsonPath");
    names.insert(StepNumberRole, "stepNumber");
    return names;
}

void AnswerStepsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_steps.isEmpty()) {
        // Every level's texts are translated; one dataChanged per parent.
        Q_EMIT dataChanged(
            index(0, 0), index(int(m_steps.size()) - 1, ColumnCount - 1), {Qt::DisplayRole});
        for (int i = 0; i < m_nodes.size(); ++i) {
            const Node &n = m_nodes.at(i);
            if (n.children.isEmpty())
                continue;
            const QModelIndex parent = createIndex(n.row, 0, quintptr(i));
            Q_EMIT dataChanged(index(0, 0, parent),
                index(int(n.children.size()) - 1, ColumnCount - 1, parent), {Qt::DisplayRole});
        }
    }
}
