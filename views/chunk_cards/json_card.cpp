// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_card.h"

#include "json_tree_view.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

JsonCard::JsonCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    if (chunk.json.isNull()) {
        auto *empty = new QLabel(this);
        empty->setTextFormat(Qt::PlainText);
        empty->setText(u"{}"_s);
        empty->setProperty("muted", true);
        bodyLayout()->addWidget(empty);
    } else {
        bodyLayout()->addWidget(addFindValue(JsonTreeView::createValueWidget(chunk.json, this)));
    }
    retranslateUi();
}

void JsonCard::retranslateUi()
{
    titleLabel()->setText(title(m_chunk));
}

QString JsonCard::title(const Chunk &chunk)
{
    if (chunk.kind == ChunkKind::Unknown)
        //: title of a card for a chunk the reader does not know; %1 its JSON key
        return tr("Unknown chunk kind %1").arg(chunk.unknownKey);
    return kindTitle(chunk.kind);
}
