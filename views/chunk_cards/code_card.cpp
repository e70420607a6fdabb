// SPDX-License-Identifier: GPL-2.0-or-later
#include "code_card.h"

#include "find_highlight.h"

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
    auto *code = m_code = new QLabel(this);
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

void CodeCard::applyFind()
{
    const std::optional<ConversationMatch> &current = currentFindMatch();
    const bool here = current && current->where == ConversationMatch::Where::Text;
    FindHighlight::highlightLabel(m_code, m_chunk.text, findQuery(), here ? current->ordinal : -1);
}

QRect CodeCard::currentFindMatchRect() const
{
    const std::optional<ConversationMatch> &current = currentFindMatch();
    if (!current || current->where != ConversationMatch::Where::Text)
        return QRect();
    // The line of the match, counted in the code (the label wraps long lines: close enough).
    const int line = int(m_chunk.text.left(current->range.begin).count(u'\n'));
    const int lineHeight = m_code->fontMetrics().lineSpacing();
    return QRect(
        m_code->mapTo(this, QPoint(0, line * lineHeight)), QSize(m_code->width(), lineHeight));
}

void CodeCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    const QString info = infoText(m_chunk);
    m_info->setText(info);
    m_info->setVisible(!info.isEmpty());
}

QString CodeCard::infoText(const Chunk &chunk)
{
    if (chunk.mimeType.isEmpty())
        return QString();
    return chunk.kind == ChunkKind::ExecutableCode
        //: %1 programming language of a code chunk
        ? tr("Language: %1").arg(chunk.mimeType)
        //: %1 outcome of running code, e.g. OUTCOME_OK
        : tr("Outcome: %1").arg(chunk.mimeType);
}
