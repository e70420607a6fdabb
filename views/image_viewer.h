// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDialog>
#include <QImage>

class QLabel;
class QScrollArea;

/// A window that shows one image at full size (scrollable, with zoom to fit). Owns a copy of the
/// image; usually deleted on close.
class ImageViewer : public QDialog
{
    Q_OBJECT
public:
    ImageViewer(const QImage &image, const QString &mimeType, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QImage m_image;
    QString m_mimeType;
    QLabel *m_label = nullptr;
};
