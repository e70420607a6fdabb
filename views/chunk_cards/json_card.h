// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

/// Card for chunks that are a JSON value: payload, updated and default variables, and chunks of
/// an unknown kind ("Unknown chunk kind %1" with its JSON).
class JsonCard : public ChunkCard
{
    Q_OBJECT
public:
    JsonCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    /// The card's title for `chunk`, translated.
    static QString title(const Chunk &chunk);

protected:
    void retranslateUi() override;
};
