// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class QLabel;
class QToolButton;

/// Card for a tool call: tool (or toolset tool) name, resource, call id, the args as a tree, and
/// "Go to response" when the call is paired with a response.
class ToolCallCard : public ChunkCard
{
    Q_OBJECT
public:
    ToolCallCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);

    /// The label above the arguments ("Arguments", or "No arguments"), translated.
    static QString argumentsTitle(const Chunk &chunk);
    /// Whether the call has arguments to show (not none, not an empty object).
    static bool hasArguments(const Chunk &chunk);
    /// The text of the link to the paired response, translated.
    static QString goToText();

protected:
    void retranslateUi() override;

private:
    QLabel *m_name = nullptr;
    QLabel *m_resource = nullptr;
    QLabel *m_argsLabel = nullptr;
    QToolButton *m_goTo = nullptr;
};
