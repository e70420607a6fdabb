// SPDX-License-Identifier: GPL-2.0-or-later
#include "state_timeline.h"

#include "json_parse.h"
#include "tolerant_json.h" // IWYU pragma: keep (tolerant::Json)
#include "transcript/conversation.h"

#include <nlohmann/json.hpp>

#include <QHash>

using tolerant::Json;

namespace {

// A state value as compact JSON; unlike tolerant::toJsonText, null is a value here ("null").
JsonText valueText(const Json &v)
{
    return JsonText {
        QByteArray::fromStdString(v.dump(-1, ' ', false, Json::error_handler_t::replace))};
}

// The members of a JSON object text, each value as compact JSON; empty when not an object.
QVector<StateEntry> members(const JsonText &object)
{
    QVector<StateEntry> out;
    if (object.isNull())
        return out;
    Json v;
    if (!tolerant::parseJson(object.json, v) || !v.is_object())
        return out;
    out.reserve(qsizetype(v.size()));
    for (auto it = v.begin(); it != v.end(); ++it)
        out.append({QString::fromStdString(it.key()), valueText(it.value())});
    return out;
}

// The state in first-seen key order, with a key → position index.
struct State {
    QVector<StateEntry> entries;
    QHash<QString, qsizetype> position;

    const JsonText *find(const QString &key) const
    {
        const auto it = position.constFind(key);
        return it == position.cend() ? nullptr : &entries.at(*it).value;
    }
    void set(const QString &key, const JsonText &value)
    {
        const auto it = position.constFind(key);
        if (it != position.cend()) {
            entries[*it].value = value;
            return;
        }
        position.insert(key, entries.size());
        entries.append({key, value});
    }
};

StateChange applyMember(State &state, const StateEntry &member)
{
    StateChange change;
    change.key = member.key;
    change.after = member.value;
    if (const JsonText *old = state.find(member.key)) {
        change.before = *old;
        change.kind
            = *old == member.value ? StateChange::Kind::Unchanged : StateChange::Kind::Changed;
    }
    state.set(member.key, member.value);
    return change;
}

// The state deltas of one message: its variables chunks (CES, and ADK readers turn stateDelta
// into one); a stateDelta without such a chunk (a message built by hand) counts too.
QVector<JsonText> deltasOf(const Message &message)
{
    QVector<JsonText> deltas;
    for (const Chunk &chunk : message.chunks) {
        if (chunk.kind == ChunkKind::DefaultVariables || chunk.kind == ChunkKind::UpdatedVariables)
            deltas.append(chunk.json);
    }
    if (deltas.isEmpty() && !message.actions.stateDelta.isNull())
        deltas.append(message.actions.stateDelta);
    return deltas;
}

} // namespace

StateTimeline::StateTimeline(const Conversation &conversation)
{
    State state;
    m_changes.resize(conversation.messages.size());
    for (qsizetype i = 0; i < conversation.messages.size(); ++i) {
        for (const JsonText &delta : deltasOf(conversation.messages.at(i))) {
            for (const StateEntry &member : members(delta))
                m_changes[i].append(applyMember(state, member));
        }
    }
    if (conversation.declaredState.isNull())
        return;
    const QVector<StateEntry> declared = members(conversation.declaredState);
    QHash<QString, JsonText> declaredByKey;
    for (const StateEntry &entry : declared)
        declaredByKey.insert(entry.key, entry.value);
    const auto persisted
        = [](const QString &key) { return !key.startsWith(QLatin1String("temp:")); };
    for (const StateEntry &entry : std::as_const(state.entries)) {
        if (!persisted(entry.key))
            continue;
        const auto it = declaredByKey.constFind(entry.key);
        if (it == declaredByKey.cend() || !(*it == entry.value))
            m_declaredDiff.append({entry.key, entry.value,
                it == declaredByKey.cend() ? JsonText() : *it, StateChange::Kind::Changed});
    }
    for (const StateEntry &entry : declared) {
        if (persisted(entry.key) && !state.find(entry.key))
            m_declaredDiff.append({entry.key, JsonText(), entry.value, StateChange::Kind::Added});
    }
}

bool StateTimeline::isEmpty() const
{
    if (!m_declaredDiff.isEmpty())
        return false;
    for (const auto &changes : m_changes) {
        if (!changes.isEmpty())
            return false;
    }
    return true;
}

const QVector<StateChange> &StateTimeline::changesAt(int index) const
{
    static const QVector<StateChange> none;
    return index >= 0 && index < m_changes.size() ? m_changes.at(index) : none;
}

QVector<StateEntry> StateTimeline::stateAfter(int index) const
{
    State state;
    const int last = qMin(index, int(m_changes.size()) - 1);
    for (int i = 0; i <= last; ++i) {
        for (const StateChange &change : m_changes.at(i))
            state.set(change.key, change.after);
    }
    return state.entries;
}

int StateTimeline::lastChangeOf(const QString &key, int index) const
{
    for (int i = qMin(index, int(m_changes.size()) - 1); i >= 0; --i) {
        for (const StateChange &change : m_changes.at(i)) {
            if (change.key == key)
                return i;
        }
    }
    return -1;
}
