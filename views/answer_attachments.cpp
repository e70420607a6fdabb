// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_attachments.h"

#include "answer_words.h"
#include "items/image_decoder.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxPreviewBytes = 16 * 1024 * 1024;

} // namespace

AnswerAttachments::AnswerAttachments(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QHBoxLayout(this))
{
    setObjectName(u"answerAttachments"_s);
    m_layout->setContentsMargins(0, 0, 0, 0);
}

void AnswerAttachments::setBlobs(const QVector<AnswerBlob> &blobs)
{
    m_blobs = blobs;
    rebuild();
}

void AnswerAttachments::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        rebuild();
    QWidget::changeEvent(event);
}

void AnswerAttachments::rebuild()
{
    QLayoutItem *item = nullptr;
    while ((item = m_layout->takeAt(0))) {
        delete item->widget();
        delete item;
    }
    for (const AnswerBlob &blob : std::as_const(m_blobs)) {
        auto *box = new QWidget(this);
        box->setObjectName(u"answerBlob"_s);
        auto *boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        // Decoded from the file's bytes only; an attachment never points anywhere.
        if (blob.mimeType.startsWith(u"image/"_s) && !blob.data.isEmpty()
            && blob.data.size() <= kMaxPreviewBytes) {
            const ImageDecoder::Result decoded = ImageDecoder::decode(blob.data);
            if (const QString why = decoded.refusalText(); !why.isEmpty()) {
                auto *placeholder = new QLabel(box); // beyond the limits: says why
                placeholder->setObjectName(u"answerBlobPlaceholder"_s);
                placeholder->setTextFormat(Qt::PlainText);
                placeholder->setWordWrap(true);
                placeholder->setProperty("placeholder", true);
                placeholder->setText(why);
                boxLayout->addWidget(placeholder);
            } else if (decoded.ok()) {
                auto *image = new QLabel(box);
                image->setTextFormat(Qt::PlainText);
                image->setObjectName(u"answerBlobImage"_s);
                image->setPixmap(QPixmap::fromImage(decoded.thumbnail));
                image->setToolTip(u"%1 × %2"_s.arg(decoded.originalSize.width())
                                      .arg(decoded.originalSize.height()));
                boxLayout->addWidget(image);
            }
        }
        auto *caption = new QLabel(box);
        caption->setObjectName(u"answerBlobCaption"_s);
        caption->setTextFormat(Qt::PlainText);
        caption->setStyleSheet(Theme::colorRule(Theme::of(box).secondary));
        //: caption of an answer attachment: %1 MIME type, %2 origin ("From the corpus"), %3 size
        caption->setText(tr("%1 · %2 · %3")
                             .arg(blob.mimeType.isEmpty() ? u"?"_s : blob.mimeType,
                                 AnswerWords::attribution(blob.attributionType),
                                 QLocale().formattedDataSize(blob.data.size())));
        boxLayout->addWidget(caption);
        m_layout->addWidget(box);
    }
    m_layout->addStretch(1);
}
