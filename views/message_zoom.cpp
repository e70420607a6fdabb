// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_zoom.h"

#include "message_list_view.h"
#include "message_view.h"

#include <QAction>
#include <QSettings>
#include <QWheelEvent>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

const QString kSettingsKey = u"view/messageZoom"_s;
const QString kFontKey = u"view/messageFont"_s;
constexpr int kWheelStep = 120; ///< eighths of a degree: one notch of a mouse wheel

} // namespace

QList<int> MessageZoom::steps()
{
    return {50, 67, 80, 90, 100, 110, 120, 133, 150, 170, 200, 240, 300};
}

MessageZoom::MessageZoom(MessageView *view, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_in(new QAction(this))
    , m_out(new QAction(this))
    , m_reset(new QAction(this))
{
    m_in->setObjectName(u"zoomInAction"_s);
    m_out->setObjectName(u"zoomOutAction"_s);
    m_reset->setObjectName(u"actualSizeAction"_s);
    // Ctrl++ is also Ctrl+= on keyboards where + needs Shift.
    m_in->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_out->setShortcuts(QKeySequence::ZoomOut);
    m_reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    for (QAction *action : actions())
        action->setShortcutContext(Qt::WindowShortcut);
    connect(m_in, &QAction::triggered, this, [this] { step(+1); });
    connect(m_out, &QAction::triggered, this, [this] { step(-1); });
    connect(m_reset, &QAction::triggered, this, [this] { setPercent(100); });
    view->listView()->viewport()->installEventFilter(this);
    view->installEventFilter(this); // its font changes: the list's follows at the same zoom
    m_percent = bounded(QSettings().value(kSettingsKey, 100).toInt());
    apply();
    retranslate();
}

QFont MessageZoom::scaled(QFont font, int percent)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * percent / 100.0);
    else
        font.setPixelSize(qMax(1, qRound(font.pixelSize() * percent / 100.0)));
    return font;
}

int MessageZoom::bounded(int percent)
{
    const QList<int> levels = steps();
    return std::clamp(percent, levels.first(), levels.last());
}

std::optional<QFont> MessageZoom::messageFont()
{
    QFont font;
    const QString saved = QSettings().value(kFontKey).toString();
    if (saved.isEmpty() || !font.fromString(saved))
        return std::nullopt;
    return font;
}

void MessageZoom::setMessageFont(const std::optional<QFont> &font)
{
    QSettings settings;
    if (font)
        settings.setValue(kFontKey, font->toString());
    else
        settings.remove(kFontKey);
}

void MessageZoom::apply()
{
    m_view->listView()->setFont(scaled(messageFont().value_or(m_view->font()), m_percent));
    m_in->setEnabled(m_percent < steps().last());
    m_out->setEnabled(m_percent > steps().first());
    m_reset->setEnabled(m_percent != 100);
}

void MessageZoom::setPercent(int percent)
{
    percent = bounded(percent);
    if (percent == m_percent)
        return;
    m_percent = percent;
    apply();
    QSettings().setValue(kSettingsKey, percent);
}

void MessageZoom::step(int direction)
{
    const QList<int> levels = steps();
    if (direction > 0) {
        const auto next = std::upper_bound(levels.cbegin(), levels.cend(), m_percent);
        setPercent(next != levels.cend() ? *next : levels.last());
    } else {
        const auto next = std::lower_bound(levels.cbegin(), levels.cend(), m_percent);
        setPercent(next != levels.cbegin() ? *(next - 1) : levels.first());
    }
}

bool MessageZoom::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::FontChange)
        apply();
    if (watched == m_view || event->type() != QEvent::Wheel)
        return QObject::eventFilter(watched, event);
    auto *wheel = static_cast<QWheelEvent *>(event);
    if (!(wheel->modifiers() & Qt::ControlModifier))
        return false; // scrolls
    // Touchpads send small angles: a step once they add up to one notch.
    m_wheelAngle += wheel->angleDelta().y();
    while (qAbs(m_wheelAngle) >= kWheelStep) {
        step(m_wheelAngle > 0 ? +1 : -1);
        m_wheelAngle -= m_wheelAngle > 0 ? kWheelStep : -kWheelStep;
    }
    wheel->accept();
    return true;
}

void MessageZoom::retranslate()
{
    //: View menu: larger message text
    m_in->setText(tr("Zoom &In"));
    //: View menu: smaller message text
    m_out->setText(tr("Zoom &Out"));
    //: View menu: message text at its normal size (100 %)
    m_reset->setText(tr("&Actual Size"));
    m_reset->setToolTip(tr("Message text at its normal size"));
}
