// SPDX-License-Identifier: GPL-2.0-or-later
#include "code_card.h"

#include <QFontDatabase>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CodeCard::CodeCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    m_info = new QLabel(this);
    m_info->setTextFormat(Qt::PlainText);
    m_info->setProperty("muted", true);
    bodyLayout()->addWidget(m_info);
    auto *code = new QLabel(this);
    code->setObjectName(u"code"_s);
    code->setTextFormat(Qt::PlainText);
    code->setWordWrap(true);
    code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    code->setProperty("code", true);
    code->setText(chunk.text);
    bodyLayout()->addWidget(code);
    retranslateUi();
}

void CodeCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    if (m_chunk.mimeType.isEmpty()) {
        m_info->hide();
        return;
    }
    m_info->setText(m_chunk.kind == ChunkKind::ExecutableCode
            //: %1 programming language of a code chunk
            ? tr("Language: %1").arg(m_chunk.mimeType)
            //: %1 outcome of running code, e.g. OUTCOME_OK
            : tr("Outcome: %1").arg(m_chunk.mimeType));
}
