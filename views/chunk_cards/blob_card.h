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

    /// Writes the decoded bytes of `chunk` to `path`; false (with `error`) when that failed.
    static bool saveTo(const Chunk &chunk, const QString &path, QString *error);
    /// Asks where to save `chunk`'s bytes (a dialog over `parent`) and saves them there.
    static void saveAs(const Chunk &chunk, QWidget *parent);

protected:
    void retranslateUi() override;

private:
    QLabel *m_info = nullptr;
    QPushButton *m_save = nullptr;
};
