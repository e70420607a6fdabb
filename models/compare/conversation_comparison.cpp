// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_comparison.h"

#include "sequence_alignment.h"
#include "transcript/conversation.h"
#include "transcript/grounding.h"

#include "json/json_parse.h"

#include <QSet>
#include <nlohmann/json.hpp>

#include <algorithm>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace {

/// A message the user wrote (a turn starts with it). Not a tool's response, which Gemini and ADK
/// send back in a message of role "user".
bool isUser(const Message &m)
{
    const bool user = m.role.compare(u"user"_s, Qt::CaseInsensitive) == 0
        || m.role.compare(u"end_user"_s, Qt::CaseInsensitive) == 0
        || m.author.compare(u"user"_s, Qt::CaseInsensitive) == 0;
    return user && std::none_of(m.chunks.cbegin(), m.chunks.cend(), [](const Chunk &c) {
        return c.kind == ChunkKind::ToolResponse;
    });
}

QString textOf(const Message &m)
{
    QStringList parts;
    for (const Chunk &c : m.chunks) {
        if ((c.kind == ChunkKind::Text || c.kind == ChunkKind::Transcript) && !c.text.isEmpty())
            parts << c.text;
    }
    return parts.join(u"\n\n"_s);
}

/// The user's text as compared: case-folded, white space collapsed.
QString inputKey(const QString &text)
{
    return text.simplified().toCaseFolded();
}

/// Each variable `json` (an object) sets, as its compact JSON.
void addVariables(const JsonText &json, QMap<QString, QString> &out)
{
    Json v;
    if (!tolerant::parseJson(json.json, v) || !v.is_object())
        return;
    for (auto it = v.begin(); it != v.end(); ++it)
        out.insert(QString::fromStdString(it.key()),
            QString::fromStdString(
                it.value().dump(-1, ' ', false, Json::error_handler_t::replace)));
}

} // namespace

QVector<ComparedTurn> comparedTurns(const Conversation &conversation)
{
    QVector<ComparedTurn> turns;
    QStringList answers;
    QMap<QString, QString> variables;
    QStringList references;
    const auto close = [&](int end) {
        if (turns.isEmpty())
            return;
        ComparedTurn &t = turns.last();
        t.endMessage = end;
        t.answerText = answers.join(u"\n\n"_s);
        for (auto it = variables.cbegin(); it != variables.cend(); ++it)
            t.variables << it.key() + u'=' + it.value();
        t.references = references;
        answers.clear();
        variables.clear();
        references.clear();
    };
    const QVector<Message> &messages = conversation.messages;
    for (int i = 0; i < messages.size(); ++i) {
        const Message &m = messages.at(i);
        if (isUser(m) || turns.isEmpty()) {
            close(i);
            ComparedTurn t;
            t.firstMessage = i;
            if (isUser(m))
                t.userText = textOf(m);
            turns.append(t);
            if (isUser(m))
                continue;
        }
        const QString text = textOf(m);
        if (!text.isEmpty())
            answers << text;
        for (const Chunk &c : m.chunks) {
            if (c.kind == ChunkKind::ToolCall)
                turns.last().toolCalls.append({c.toolName, c.json.json});
            else if (c.kind == ChunkKind::UpdatedVariables)
                addVariables(c.json, variables);
        }
        if (m.grounding) {
            for (const Reference &r : m.grounding->references) {
                const QString name = r.uri.isEmpty() ? r.title : r.uri;
                if (!name.isEmpty() && !references.contains(name))
                    references << name;
            }
        }
    }
    close(int(messages.size()));
    return turns;
}

bool ConversationComparison::TurnRow::same() const
{
    return left >= 0 && right >= 0 && sameInput && referencesAdded.isEmpty()
        && referencesDropped.isEmpty() && variablesChanged.isEmpty()
        && std::all_of(answer.cbegin(), answer.cend(),
            [](const TextDiffRun &r) { return r.kind == TextDiffRun::Kind::Same; })
        && std::all_of(tools.cbegin(), tools.cend(),
            [](const TrajectoryRow &r) { return r.status == TrajectoryRow::Status::Same; });
}

int ConversationComparison::differences() const
{
    return int(
        std::count_if(rows.cbegin(), rows.cend(), [](const TurnRow &r) { return !r.same(); }));
}

ConversationComparison compareConversations(
    const Conversation &left, const Conversation &right, TextDiffOptions options)
{
    ConversationComparison out;
    out.leftTurns = comparedTurns(left);
    out.rightTurns = comparedTurns(right);
    // Each user text folded once: the alignment compares pairs many times.
    QStringList leftKeys;
    QStringList rightKeys;
    for (const ComparedTurn &t : std::as_const(out.leftTurns))
        leftKeys << inputKey(t.userText);
    for (const ComparedTurn &t : std::as_const(out.rightTurns))
        rightKeys << inputKey(t.userText);
    const SequenceAlignment turns = alignSequences(int(leftKeys.size()), int(rightKeys.size()),
        [&](int i, int j) { return leftKeys.at(i) == rightKeys.at(j); });
    for (const SequenceAlignment::Row &r : turns.rows) {
        ConversationComparison::TurnRow row;
        row.left = r.left;
        row.right = r.right;
        row.sameInput = r.matched;
        const ComparedTurn empty;
        const ComparedTurn &a = r.left >= 0 ? out.leftTurns.at(r.left) : empty;
        const ComparedTurn &b = r.right >= 0 ? out.rightTurns.at(r.right) : empty;
        row.answer = diffWords(a.answerText, b.answerText, options);
        row.tools = alignTrajectories(a.toolCalls, b.toolCalls);
        for (const QString &ref : b.references)
            if (!a.references.contains(ref))
                row.referencesAdded << ref;
        for (const QString &ref : a.references)
            if (!b.references.contains(ref))
                row.referencesDropped << ref;
        QMap<QString, QString> leftVariables;
        QMap<QString, QString> rightVariables;
        for (const QString &v : a.variables)
            leftVariables.insert(v.section(u'=', 0, 0), v.section(u'=', 1));
        for (const QString &v : b.variables)
            rightVariables.insert(v.section(u'=', 0, 0), v.section(u'=', 1));
        QSet<QString> names(leftVariables.keyBegin(), leftVariables.keyEnd());
        for (auto it = rightVariables.keyBegin(); it != rightVariables.keyEnd(); ++it)
            names.insert(*it);
        QStringList changed;
        for (const QString &name : std::as_const(names)) {
            if (leftVariables.contains(name) != rightVariables.contains(name)
                || !jsonValuesEqual(
                    leftVariables.value(name).toUtf8(), rightVariables.value(name).toUtf8()))
                changed << name;
        }
        changed.sort();
        row.variablesChanged = changed;
        out.rows.append(row);
    }
    return out;
}
