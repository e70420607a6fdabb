// SPDX-License-Identifier: GPL-2.0-or-later
#include "agent_transfer_card.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AgentTransferCard::AgentTransferCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    m_marker = new QLabel(this);
    m_marker->setObjectName(u"transferMarker"_s);
    m_marker->setTextFormat(Qt::PlainText);
    m_marker->setWordWrap(true);
    m_marker->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_marker->font();
    f.setBold(true);
    m_marker->setFont(f);
    bodyLayout()->addWidget(m_marker);
    retranslateUi();
}

void AgentTransferCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    m_marker->setText(markerText(m_chunk));
}

QString AgentTransferCard::markerText(const Chunk &chunk)
{
    const QString target = chunk.targetAgent;
    QString name = chunk.displayName;
    if (name.isEmpty())
        name = target.mid(target.lastIndexOf(u'/') + 1);
    if (target.isEmpty() || name == target)
        //: hand-off to another agent; %1 its name
        return tr("→ %1").arg(name);
    //: hand-off to another agent; %1 its display name, %2 its resource name
    return tr("→ %1 (%2)").arg(name, target);
}
