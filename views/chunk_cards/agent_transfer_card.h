// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class QLabel;

/// Hand-off marker: "→ displayName (targetAgent)".
class AgentTransferCard : public ChunkCard
{
    Q_OBJECT
public:
    AgentTransferCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    /// "→ agent" for the transfer in `chunk`, translated.
    static QString markerText(const Chunk &chunk);

protected:
    void retranslateUi() override;

private:
    QLabel *m_marker = nullptr;
};
