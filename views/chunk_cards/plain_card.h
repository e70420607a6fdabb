// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class QLabel;

/// Card for a file reference (URI and MIME type) or an error chunk (code and message, in the
/// error colour).
class PlainCard : public ChunkCard
{
    Q_OBJECT
public:
    PlainCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    /// What the card shows for `chunk` (its text with the error code or MIME type), translated.
    static QString shownText(const Chunk &chunk);

    QRect currentFindMatchRect() const override;

protected:
    void retranslateUi() override;
    void applyFind() override;

private:
    QLabel *m_text = nullptr;
    QString m_shown; ///< the label's text without highlights
};
