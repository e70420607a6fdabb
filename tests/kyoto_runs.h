// SPDX-License-Identifier: GPL-2.0-or-later
// Conversations built in code for the comparison tests: chunks, messages with sources, and a
// golden run of the Kyoto agent (two turns: a tool call, variables and a cited answer; thanks).
#pragma once

#include "transcript/conversation.h"
#include "transcript/grounding.h"

#include <QStringList>

namespace kyoto_runs {

using namespace Qt::StringLiterals;

inline Chunk text(const QString &t)
{
    Chunk c;
    c.kind = ChunkKind::Text;
    c.text = t;
    return c;
}

inline Chunk call(const QString &name, const QByteArray &args)
{
    Chunk c;
    c.kind = ChunkKind::ToolCall;
    c.toolName = name;
    c.json.json = args;
    return c;
}

inline Chunk variables(const QByteArray &json)
{
    Chunk c;
    c.kind = ChunkKind::UpdatedVariables;
    c.json.json = json;
    return c;
}

inline Message message(const QString &role, QVector<Chunk> chunks, QStringList sources = {})
{
    Message m;
    m.role = role;
    m.chunks = std::move(chunks);
    if (!sources.isEmpty()) {
        auto g = std::make_shared<Grounding>();
        for (const QString &uri : sources) {
            Reference r;
            r.kind = Reference::Kind::Web;
            r.uri = uri;
            g->references.append(r);
        }
        m.grounding = g;
    }
    return m;
}

/// A golden run of the Kyoto agent.
inline Conversation golden()
{
    Conversation c;
    c.messages = {message(u"user"_s, {text(u"京都の紅葉はいつ？"_s)}),
        message(u"agent"_s,
            {call(u"lookup_season"_s, "{\"city\": \"京都\", \"topic\": \"紅葉\"}"),
                variables("{\"last_city\": \"京都\", \"count\": 1}")}),
        message(u"agent"_s, {text(u"11月下旬が見頃です。"_s)}, {u"https://kyoto.travel/a"_s}),
        message(u"USER"_s, {text(u"Thanks!"_s)}),
        message(u"agent"_s, {text(u"You're welcome."_s)})};
    return c;
}

} // namespace kyoto_runs

using namespace kyoto_runs;
