// SPDX-License-Identifier: GPL-2.0-or-later
#include "plain_card.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PlainCard::PlainCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    m_text = new QLabel(this);
    m_text->setObjectName(u"plainText"_s);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (chunk.kind == ChunkKind::Error) {
        setProperty("error", true);
        m_text->setProperty("errorText", true);
    }
    bodyLayout()->addWidget(m_text);
    retranslateUi();
}

void PlainCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    if (m_chunk.kind == ChunkKind::Error) {
        m_text->setText(m_chunk.mimeType.isEmpty()
                ? m_chunk.text
                //: an error chunk: %1 error code, %2 message
                : tr("%1: %2").arg(m_chunk.mimeType, m_chunk.text));
    } else {
        m_text->setText(m_chunk.mimeType.isEmpty()
                ? m_chunk.text
                //: a file reference: %1 URI, %2 MIME type
                : tr("%1 (%2)").arg(m_chunk.text, m_chunk.mimeType));
    }
}
