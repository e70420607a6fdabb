// SPDX-License-Identifier: GPL-2.0-or-later
#include "blob_card.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QMimeDatabase>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

BlobCard::BlobCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    auto *row = new QHBoxLayout;
    m_info = new QLabel(this);
    m_info->setObjectName(u"blobInfo"_s);
    m_info->setTextFormat(Qt::PlainText);
    m_info->setWordWrap(true);
    m_save = new QPushButton(this);
    m_save->setObjectName(u"saveAs"_s);
    m_save->setEnabled(!chunk.data.isEmpty());
    connect(m_save, &QPushButton::clicked, this, [this] { saveAs(m_chunk, this); });
    row->addWidget(m_info, 1);
    row->addWidget(m_save);
    bodyLayout()->addLayout(row);
    retranslateUi();
}

void BlobCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    m_info->setText(infoText(m_chunk));
    m_save->setText(saveText());
}

QString BlobCard::infoText(const Chunk &chunk)
{
    const QString mime = chunk.mimeType.isEmpty() ? tr("unknown type") : chunk.mimeType;
    if (chunk.base64Error)
        //: %1 is a MIME type such as application/pdf
        return tr("%1 — the data could not be decoded").arg(mime);
    //: %1 is a MIME type, %2 a size such as "12.3 KB"
    return tr("%1, %2").arg(mime, QLocale().formattedDataSize(chunk.data.size()));
}

QString BlobCard::saveText()
{
    //: button: save the attachment to a file
    return tr("Save as…");
}

bool BlobCard::saveTo(const Chunk &chunk, const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(chunk.data) != chunk.data.size()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void BlobCard::saveAs(const Chunk &chunk, QWidget *parent)
{
    const QMimeType type = QMimeDatabase().mimeTypeForName(chunk.mimeType);
    QString suggested = u"attachment"_s;
    if (type.isValid() && !type.preferredSuffix().isEmpty())
        suggested += u'.' + type.preferredSuffix();
    //: title of the file dialog that saves an attachment
    const QString path = QFileDialog::getSaveFileName(parent, tr("Save Attachment"), suggested);
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(chunk, path, &error)) {
        QMessageBox box(
            QMessageBox::Warning, tr("Save Attachment"), QString(), QMessageBox::Ok, parent);
        box.setTextFormat(Qt::PlainText); // a path is never markup
        //: %1 file path, %2 the system's reason
        box.setText(tr("Could not save %1: %2").arg(path, error));
        box.exec();
    }
}
