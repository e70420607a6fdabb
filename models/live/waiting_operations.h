// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QVector>

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
