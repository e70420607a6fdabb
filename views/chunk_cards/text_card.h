// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class MarkdownBrowser;

/// Card for Text (Markdown), Thought (muted italic Markdown) and Transcript (labelled speech
/// transcript, italic plain text) chunks.
class TextCard : public ChunkCard
{
    Q_OBJECT
public:
    TextCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    MarkdownBrowser *browser() const { return m_browser; }

protected:
    void retranslateUi() override;

private:
    MarkdownBrowser *m_browser = nullptr;
};
