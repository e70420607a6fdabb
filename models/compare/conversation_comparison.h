// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "text_diff.h"
#include "tool_trajectory.h"

#include <QString>
#include <QStringList>
#include <QVector>

struct Conversation;

/// One turn of a conversation as Compare With… sees it: messages [firstMessage, endMessage),
/// opened by the user's text (empty for what comes before the first user message), with what the
/// agents answered, the tools they called, the sources they cited and the variables they set. A
/// plain value.
struct ComparedTurn {
    int firstMessage = 0;
    int endMessage = 0;
    QString userText;
    QString answerText; ///< the text chunks of the other messages, joined by blank lines
    QVector<TrajectoryCall> toolCalls;
    QStringList references; ///< the URIs (else titles) of the sources its answers cite
    QStringList variables; ///< "name=value" (compact JSON) for each variable it sets, last wins
};

/// A conversation cut into turns: a message whose role or author is the user's opens one.
QVector<ComparedTurn> comparedTurns(const Conversation &conversation);

/// Two conversations side by side (any two families: a run against its golden, two runs of one
/// agent), aligned by turn on the user's text, then each pair of turns compared: the answers
/// word by word, the tool calls aligned, the sources added and dropped, the variables that
/// differ. A plain value.
struct ConversationComparison {
    struct TurnRow {
        int left = -1; ///< turn index in the left conversation; -1: only on the right
        int right = -1;
        bool sameInput = false; ///< the user's texts are equal (white space and case aside)
        QVector<TextDiffRun> answer; ///< left answerText against right answerText
        QVector<TrajectoryRow> tools;
        QStringList referencesAdded; ///< cited on the right only
        QStringList referencesDropped; ///< cited on the left only
        QStringList variablesChanged; ///< names set differently (or on one side only)
        /// Nothing differs (the answers, tools, sources and variables are the same).
        bool same() const;
    };
    QVector<ComparedTurn> leftTurns;
    QVector<ComparedTurn> rightTurns;
    QVector<TurnRow> rows;
    /// The rows where something differs.
    int differences() const;
};

/// `options` say which differences of the answers' words do not count.
ConversationComparison compareConversations(
    const Conversation &left, const Conversation &right, TextDiffOptions options = {});
