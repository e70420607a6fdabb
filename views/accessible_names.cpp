// SPDX-License-Identifier: GPL-2.0-or-later
#include "accessible_names.h"

#include <QFormLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QWidget>

using namespace Qt::StringLiterals;

void AccessibleNames::linkFormLabels(QWidget *root)
{
    const QList<QFormLayout *> forms = root->findChildren<QFormLayout *>();
    for (QFormLayout *form : forms) {
        for (int row = 0; row < form->rowCount(); ++row) {
            const QLayoutItem *labelItem = form->itemAt(row, QFormLayout::LabelRole);
            const QLayoutItem *fieldItem = form->itemAt(row, QFormLayout::FieldRole);
            auto *label = labelItem ? qobject_cast<QLabel *>(labelItem->widget()) : nullptr;
            QWidget *field = fieldItem ? fieldItem->widget() : nullptr;
            if (label && field && !label->buddy())
                label->setBuddy(field);
        }
    }
}

QString AccessibleNames::fromLabel(const QString &text)
{
    static const QRegularExpression japaneseMnemonic(u"\\(&[^)]\\)"_s);
    QString name = text;
    name.remove(japaneseMnemonic).replace(u"&&"_s, u"\x01"_s).remove(u'&').replace(u'\x01', u'&');
    name = name.trimmed();
    while (name.endsWith(u':') || name.endsWith(u'：'))
        name.chop(1);
    return name.trimmed();
}
