// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QCoreApplication>
#include <QPair>
#include <QString>
#include <QVector>

/// The rows of the details pane's property table for a message (event data: ids, invocation,
/// branch, flags, finish reason, model, tokens, actions, then the reader's own properties) and a
/// conversation's token totals, labelled in the current language. Stateless.
class MessageProperties
{
    Q_DECLARE_TR_FUNCTIONS(MessageProperties)
public:
    using Rows = QVector<QPair<QString, QString>>;
    static Rows forMessage(const Message &message);
    /// Token counts summed over every message ("per session"); empty when no message has usage.
    static Rows usageTotals(const Conversation &conversation);
};
