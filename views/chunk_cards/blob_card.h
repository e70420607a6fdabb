// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"

class QLabel;
class QPushButton;

/// Card for a binary attachment: MIME type, decoded size and a "Save as…" button.
class BlobCard : public ChunkCard
{
    Q_OBJECT
public:
    BlobCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    /// The type and size line of `chunk`, translated.
    static QString infoText(const Chunk &chunk);
    /// The text of the save button, translated.
    static QString saveText();

    /// Writes the decoded bytes to `path`; false (with `error`) when that failed.
    bool saveTo(const QString &path, QString *error) const;

protected:
    void retranslateUi() override;

private:
    void saveAs();
    QLabel *m_info = nullptr;
    QPushButton *m_save = nullptr;
};
