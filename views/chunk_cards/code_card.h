// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class QLabel;

/// Card for executable code (language + code) and code execution results (outcome + output), in
/// a monospace font.
class CodeCard : public ChunkCard
{
    Q_OBJECT
public:
    CodeCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    /// The language or outcome line above the code; empty when the chunk names none.
    static QString infoText(const Chunk &chunk);

    QRect currentFindMatchRect() const override;

protected:
    void retranslateUi() override;
    void applyFind() override;

private:
    QLabel *m_info = nullptr;
    QLabel *m_code = nullptr;
};
