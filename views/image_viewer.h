// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDialog>
#include <QImage>
#include <QSize>

class QLabel;
class QScrollArea;

/// A window that shows one image at full size (scrollable). Holds the one copy of its pixels: the
/// image it is given becomes the label's pixmap (no encoded bytes, no second QImage, no scaled
/// copies); usually deleted on close.
class ImageViewer : public QDialog
{
    Q_OBJECT
public:
    /// Takes `image` (pass it with std::move so that the pixmap adopts its pixels).
    ImageViewer(QImage image, const QString &mimeType, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QSize m_size; ///< the image's size (its pixels live in m_label's pixmap only)
    QString m_mimeType;
    QScrollArea *m_area = nullptr; ///< holds the image; the keyboard scrolls it
    QLabel *m_label = nullptr;
};
