// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QVector>

#include <memory>

/// The ids of the operations of `operations` (a map of id → pointer to an operation with a
/// `waitingForToken` flag) that wait for a token, in id order. The REST clients (ADK, Agent
/// Engine, CES) send them when their token source is ready and fail them when it fails; the ids
/// are taken first, since a slot that hears of one may start or end others.
template<typename Operations>
QVector<int> waitingOperations(const Operations &operations)
{
    QVector<int> ids;
    for (const auto &[id, op] : operations) {
        if (op->waitingForToken)
            ids << id;
    }
    return ids;
}

/// Sends every operation of `operations` that waits for a token, in id order, through
/// `send(id, operation)`; one a slot ended on the way is skipped.
template<typename Operations, typename Send>
void sendWaitingOperations(Operations &operations, Send send)
{
    for (const int id : waitingOperations(operations)) {
        if (const auto it = operations.find(id); it != operations.end())
            send(id, *it->second);
    }
}

/// Removes every operation of `operations` that waits for a token, then calls `failed(id)` for
/// each (after all are gone, so a slot sees a consistent client).
template<typename Operations, typename Failed>
void failWaitingOperations(Operations &operations, Failed failed)
{
    const QVector<int> waiting = waitingOperations(operations);
    for (const int id : waiting)
        operations.erase(id);
    for (const int id : waiting)
        failed(id);
}

/// Adds `op` to `operations` as `id` and sends it through `send(id, op)` at once, or, when
/// `tokens` (a TokenSource, may be null) has no fresh token, marks it waiting and asks for one:
/// sendWaitingOperations() sends it when the token is ready.
template<typename Operations, typename Op, typename Tokens, typename Send>
void startOperation(
    Operations &operations, int id, std::unique_ptr<Op> op, Tokens *tokens, Send send)
{
    Op &started = *op;
    operations.emplace(id, std::move(op));
    if (tokens && !tokens->isFresh()) {
        started.waitingForToken = true;
        tokens->request();
    } else {
        send(id, started);
    }
}
