// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class QLabel;
class QToolButton;

/// Card for a tool response: the tool's name and resource, "Go to call" when paired, and the
/// result: `error` shown prominently in the error colour, else `output`, else the whole response.
class ToolResponseCard : public ChunkCard
{
    Q_OBJECT
public:
    ToolResponseCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    bool isError() const { return !m_chunk.error.isNull(); }

    /// The result shown under "Output": the output, else (no error) the whole response; null
    /// when there is none.
    static const JsonText &resultOf(const Chunk &chunk);
    /// The label of a tool's error, translated.
    static QString errorTitle();
    /// The label of a tool's result, translated.
    static QString outputTitle();
    /// The text of the link to the paired call, translated.
    static QString goToText();

protected:
    void retranslateUi() override;

private:
    QLabel *m_name = nullptr;
    QLabel *m_resource = nullptr;
    QLabel *m_errorLabel = nullptr;
    QLabel *m_outputLabel = nullptr;
    QToolButton *m_goTo = nullptr;
};
