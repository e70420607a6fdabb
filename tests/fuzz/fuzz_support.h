// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Shared by the fuzz targets of tests/fuzz (libFuzzer builds and the replay tests): the one
// application object of the process, a reader of fuzz bytes and a hard failure that libFuzzer
// (and the replay driver) report as a crash with the input that caused it.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>

namespace fuzz {

/// The process's application object (an `App`: QCoreApplication, or QGuiApplication /
/// QApplication on the offscreen platform for the targets that lay out or show widgets), created
/// on first use and never destroyed (libFuzzer calls the target many times in one process; Qt
/// wants one application object).
template<typename App = QCoreApplication>
inline void ensureApp()
{
    if (QCoreApplication::instance())
        return;
    if constexpr (!std::is_same_v<App, QCoreApplication>)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "inspector-fuzz";
    static char *argv[] = {name, nullptr};
    static App *app = new App(argc, argv);
    (void)app;
}

inline void ensureCoreApp()
{
    ensureApp<QCoreApplication>();
}

/// Prints `what` and aborts: the fuzzer saves the input as a crash.
[[noreturn]] inline void fail(const char *what, const QString &detail = QString())
{
    std::fprintf(stderr, "FUZZ ORACLE FAILED: %s\n", what);
    if (!detail.isEmpty())
        std::fprintf(stderr, "%s\n", detail.toUtf8().left(4000).constData());
    std::fflush(stderr);
    std::abort();
}

/// Takes integers and byte strings off the front of the fuzz input (like LLVM's
/// FuzzedDataProvider, kept tiny and identical under GCC).
class Input
{
public:
    Input(const uint8_t *data, size_t size)
        : m_data(data)
        , m_size(size)
    { }

    size_t remaining() const { return m_size; }
    bool empty() const { return m_size == 0; }
    uint8_t byte()
    {
        if (m_size == 0)
            return 0;
        --m_size;
        return *m_data++;
    }
    uint16_t u16()
    {
        const uint16_t low = byte(); // sequenced: the operands of | are not
        return uint16_t(low | (uint16_t(byte()) << 8));
    }
    uint32_t u32()
    {
        const uint32_t low = u16();
        return low | (uint32_t(u16()) << 16);
    }
    /// A length-prefixed piece (one byte: 0-254 bytes; 255: all the rest).
    QByteArray piece()
    {
        const uint8_t n = byte();
        const size_t length = n == 255 ? m_size : std::min<size_t>(n, m_size);
        return take(length);
    }
    QByteArray take(size_t length)
    {
        length = std::min(length, m_size);
        QByteArray out(reinterpret_cast<const char *>(m_data), qsizetype(length));
        m_data += length;
        m_size -= length;
        return out;
    }
    QByteArray rest() { return take(m_size); }

private:
    const uint8_t *m_data;
    size_t m_size;
};

} // namespace fuzz
