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

protected:
    void retranslateUi() override;

private:
    QLabel *m_info = nullptr;
};
