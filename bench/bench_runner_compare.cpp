// SPDX-License-Identifier: GPL-2.0-or-later
// BenchRunner, part 5: issue 19's comparison, two conversations of 10,000 messages compared as
// File ▸ Compare With… and `diff` compare them, in several shapes: two runs of one agent that
// differ here and there, a run with turns dropped and added, and two unrelated conversations
// (nothing aligns: every answer is a rewrite).
#include "bench_figures.h"
#include "bench_random.h"
#include "bench_runner.h"
#include "sample_content.h"

#include "compare/conversation_comparison.h"
#include "transcript/conversation.h"

#include <QElapsedTimer>

#include <algorithm>

using namespace Qt::StringLiterals;
using Verdict = BenchTable::Verdict;
using namespace BenchFigures;

namespace {

constexpr int kMessages = 10000;

Chunk textChunk(const QByteArray &text)
{
    Chunk c;
    c.kind = ChunkKind::Text;
    c.text = QString::fromUtf8(text);
    return c;
}

Chunk callChunk(const SampleContent &content, BenchRandom &random, int tool)
{
    Chunk c;
    c.kind = ChunkKind::ToolCall;
    c.toolName = QString::fromUtf8(content.toolName(tool));
    c.json.json = "{\"city\": \"" + random.hex(4)
        + "\", \"days\": " + QByteArray::number(random.below(9))
        + ", \"flags\": {\"fast\": " + (random.percent(50) ? "true" : "false") + "}}";
    return c;
}

/// A conversation of about `messages` messages: turns of a user question, now and then a tool
/// call, and an answer, in the three languages.
Conversation conversationOf(const SampleContent &content, quint64 seed, int messages)
{
    BenchRandom random(seed);
    Conversation c;
    c.messages.reserve(messages);
    while (c.messages.size() < messages) {
        const SampleLanguage language = SampleContent::pickLanguage(random);
        Message user;
        user.role = u"user"_s;
        user.chunks = {textChunk(content.userText(random, language))};
        c.messages.append(user);
        if (random.percent(40)) {
            Message call;
            call.role = u"agent"_s;
            call.chunks = {callChunk(content, random, random.below(content.toolCount()))};
            c.messages.append(call);
        }
        Message answer;
        answer.role = u"agent"_s;
        answer.chunks = {textChunk(content.agentText(random, language))};
        c.messages.append(answer);
    }
    return c;
}

/// `c` as a later run: one answer in `changeEvery` rewritten in part, some tool arguments
/// changed, and every `dropEvery`-th turn dropped (0: none).
Conversation laterRun(const Conversation &c, BenchRandom &random, int changeEvery, int dropEvery)
{
    Conversation out;
    int turn = 0;
    bool dropping = false;
    for (const Message &m : c.messages) {
        if (m.role == u"user"_s)
            dropping = dropEvery > 0 && ++turn % dropEvery == 0;
        if (dropping)
            continue;
        Message copy = m;
        for (Chunk &chunk : copy.chunks) {
            if (chunk.kind == ChunkKind::Text && m.role != u"user"_s
                && random.below(changeEvery) == 0)
                chunk.text = chunk.text.left(chunk.text.size() / 2) + u" (revisado) 改訂版 "_s
                    + chunk.text.mid(chunk.text.size() / 2 + 7);
            if (chunk.kind == ChunkKind::ToolCall && random.below(changeEvery) == 0)
                chunk.json.json.replace("\"days\": ", "\"days\": 1");
        }
        out.messages.append(copy);
    }
    return out;
}

} // namespace

BenchTable BenchRunner::measureCompare() const
{
    progress(u"compare"_s, u"two conversations of 10,000 messages, compared"_s);
    const SampleContent content(7);
    const Conversation base = conversationOf(content, 11, kMessages);
    BenchRandom random(13);
    struct Shape {
        QString name;
        Conversation right;
    };
    const QVector<Shape> shapes = {
        {u"two runs, 1 answer in 20 changed"_s, laterRun(base, random, 20, 0)},
        {u"two runs, 1 in 3 changed, 1 turn in 10 dropped"_s, laterRun(base, random, 3, 10)},
        {u"unrelated conversations"_s, conversationOf(content, 17, kMessages)},
    };
    BenchTable table(u"compare: two conversations of %1 messages (Compare With…, diff)"_s.arg(
        QString::number(kMessages)));
    for (const Shape &shape : shapes) {
        QVector<double> seconds;
        int differences = 0;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer timer;
            timer.start();
            const ConversationComparison c = compareConversations(base, shape.right);
            seconds.append(double(timer.nsecsElapsed()) / 1e9);
            differences = c.differences();
        }
        std::sort(seconds.begin(), seconds.end());
        table.addRow(shape.name,
            u"%1 s (median of 3; %2 of %3 messages; %4 turns differ)"_s.arg(
                number(seconds.at(1), 3), QString::number(base.messages.size()),
                QString::number(shape.right.messages.size()), QString::number(differences)),
            u"< 1 s"_s, {}, BenchTable::atMost(seconds.at(1), 1.0));
    }
    return table;
}
