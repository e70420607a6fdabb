// SPDX-License-Identifier: GPL-2.0-or-later
// Generated transcripts for tst_document_stream (kept out of the .cpp: moc does not read raw
// string literals well).
#pragma once

#include <QByteArray>

namespace streamdata {

// One CES conversation per line, each with a few messages, about `bytes` long in all.
inline QByteArray cesJsonl(qint64 bytes)
{
    QByteArray out;
    for (int i = 0; out.size() < bytes; ++i) {
        out += R"({"name": "projects/p/locations/us/apps/a/conversations/c)" + QByteArray::number(i)
            + R"(", "startTime": "2026-01-02T03:04:05Z", "turns": [{"messages": [)"
              R"({"role": "user", "chunks": [{"text": "question )"
            + QByteArray::number(i) + R"( )" + QByteArray(200, 'q')
            + R"("}]}, {"role": "agent", "chunks": [{"text": "answer"}]}]}]})" + '\n';
    }
    return out;
}

// One ADK session whose events alternate text, a function call and its response.
inline QByteArray adkSession(int events)
{
    QByteArray out = R"({"id": "s-big", "appName": "bench", "userId": "u", "state": {"n": )"
        + QByteArray::number(events) + R"(}, "events": [)";
    for (int i = 0; i < events; ++i) {
        if (i > 0)
            out += ",\n";
        const QByteArray id = "\"id\": \"e" + QByteArray::number(i)
            + "\", \"invocationId\": \"inv\", \"timestamp\": " + QByteArray::number(1767600000 + i)
            + ", ";
        if (i % 3 == 1)
            out += "{" + id
                + R"("author": "agent", "content": {"role": "model", "parts": [{"functionCall": {"id": "call)"
                + QByteArray::number(i) + R"(", "name": "lookup", "args": {"q": "x"}}}]}})";
        else if (i % 3 == 2)
            out += "{" + id
                + R"("author": "agent", "content": {"role": "user", "parts": [{"functionResponse": {"id": "call)"
                + QByteArray::number(i - 1)
                + R"(", "name": "lookup", "response": {"ok": true}}}]}})";
        else
            out += "{" + id
                + R"("author": "user", "content": {"role": "user", "parts": [{"text": "hello )"
                + QByteArray::number(i) + R"("}]}, "actions": {"stateDelta": {"k": )"
                + QByteArray::number(i) + "}}}";
    }
    out += R"(], "lastUpdateTime": 1767700000})";
    return out;
}

// A first JSONL line bigger than `bytes` holding a "turns" array, then a newline.
inline QByteArray bigTurnsLine(qint64 bytes, int textBytes)
{
    QByteArray out = R"({"name": "projects/p/locations/us/apps/a/conversations/big", "turns": [)";
    for (int i = 0; out.size() < bytes; ++i)
        out += (i ? "," : "")
            + QByteArray(R"({"messages": [{"role": "user", "chunks": [{"text": ")")
            + QByteArray(textBytes, 't') + R"("}]}]})";
    return out + "]}";
}

// One ADK event as a JSONL line (author user, a text part).
inline QByteArray adkEventLine(int i)
{
    return R"({"id": "e)" + QByteArray::number(i)
        + R"(", "invocationId": "inv", "author": "user", "timestamp": )"
        + QByteArray::number(1767600000 + i)
        + R"(, "content": {"role": "user", "parts": [{"text": "line )" + QByteArray::number(i)
        + R"("}]}})" + '\n';
}

// A top-level array of `records` tiny CES messages (the benchmark's tiny-list: a question, a
// tool call and its response, an answer; non-ASCII text), one per line.
inline QByteArray tinyList(int records)
{
    QByteArray out = "[\n";
    for (int i = 0; i < records; ++i) {
        if (i > 0)
            out += ",\n";
        const QByteArray n = QByteArray::number(i);
        switch (i % 4) {
        case 0:
            out += R"({"role":"user","chunks":[{"text":"¿Cuál es el saldo de la cuenta )" + n
                + R"(?"}]})";
            break;
        case 1:
            out += R"({"role":"agent","chunks":[{"toolCall":{"id":"call-)" + n
                + R"(","displayName":"check_balance","args":{"account":"ES91-)" + n + R"("}}}]})";
            break;
        case 2:
            out += R"({"role":"agent","chunks":[{"toolResponse":{"id":"call-)"
                + QByteArray::number(i - 1) + R"(","response":{"output":{"balance":)" + n
                + "}}}}]}";
            break;
        default:
            out += R"({"role":"agent","chunks":[{"text":"Tienes )" + n + R"( euros."}]})";
        }
    }
    return out + "\n]\n";
}

} // namespace streamdata
