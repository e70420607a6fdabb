// SPDX-License-Identifier: GPL-2.0-or-later
#include "text_card.h"

#include "markdown_browser.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

TextCard::TextCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    m_browser = new MarkdownBrowser(this);
    m_browser->setObjectName(u"textBody"_s);
    if (chunk.kind == ChunkKind::Transcript) {
        m_browser->setPlainBody(chunk.text);
        QFont f = m_browser->font();
        f.setItalic(true);
        m_browser->setFont(f);
    } else {
        m_browser->setMarkdownText(chunk.text);
        if (chunk.kind == ChunkKind::Thought) {
            QFont f = m_browser->font();
            f.setItalic(true);
            m_browser->setFont(f);
            m_browser->setProperty("muted", true);
        }
    }
    bodyLayout()->addWidget(m_browser);
    retranslateUi();
}

void TextCard::retranslateUi()
{
    if (m_chunk.kind == ChunkKind::Transcript)
        //: title of a speech transcript card; the symbol marks audio
        titleLabel()->setText(tr("♪ Transcript"));
    else
        ChunkCard::retranslateUi();
}
