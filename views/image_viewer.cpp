// SPDX-License-Identifier: GPL-2.0-or-later
#include "image_viewer.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ImageViewer::ImageViewer(QImage image, const QString &mimeType, QWidget *parent)
    : QDialog(parent)
    , m_size(image.size())
    , m_mimeType(mimeType)
{
    setObjectName(u"imageViewer"_s);
    auto *layout = new QVBoxLayout(this);
    m_area = new QScrollArea(this);
    QScrollArea *area = m_area;
    m_label = new QLabel(area);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setObjectName(u"fullImage"_s);
    // The pixmap adopts the image's pixels where the format allows (raster): one copy.
    m_label->setPixmap(QPixmap::fromImage(std::move(image)));
    m_label->setAlignment(Qt::AlignCenter);
    area->setWidget(m_label);
    area->setWidgetResizable(true);
    area->setAlignment(Qt::AlignCenter);
    layout->addWidget(area);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    QSize size = m_size + QSize(48, 96);
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableSize() * 0.9);
    resize(size.expandedTo(QSize(320, 240)));
    retranslateUi();
}

void ImageViewer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ImageViewer::retranslateUi()
{
    //: accessible name of the image viewer's scrollable image
    m_area->setAccessibleName(tr("Image"));
    //: accessible description of the image viewer's scrollable image
    m_area->setAccessibleDescription(tr("The image at its full size; the arrow keys scroll it"));
    //: image viewer title: %1 MIME type, %2 width, %3 height in pixels
    setWindowTitle(tr("Image — %1, %2 × %3")
                       .arg(m_mimeType, QLocale().toString(m_size.width()),
                           QLocale().toString(m_size.height())));
}
