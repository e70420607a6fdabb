// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringList>

/// One generated input of the benchmark.
struct BenchFile {
    QString shape; ///< a big shape (BenchData::bigShapes()), adk-100k or hostile-...
    QString path;
    qint64 bytes = 0;
    bool ok = false;
    QString error; ///< why it is missing, when !ok
    bool huge = false; ///< the opt-in 10 GiB session (--huge): its own targets, no DOM baselines
    bool live = false; ///< served by a loopback ADK server to the window (BenchRunner::measureLive)
    bool compare = false; ///< no file: two conversations made in memory (measureCompare)
};

/// The benchmark's data folder: names the generated files after their shape, size and seed,
/// runs inspector-generate for those that are missing (and reuses those that exist), and warms
/// the page cache. Owns nothing but paths; the files stay on disk for the next run.
class BenchData
{
public:
    BenchData(const QString &dir, const QString &generatorPath, quint64 seed);

    /// The big shapes, in the order they are measured.
    static QStringList bigShapes();
    /// The file of `shape` at `size` bytes (adk-100k ignores the size), generated when missing.
    BenchFile ensure(const QString &shape, qint64 size) const;
    /// Reads the whole file once so that every measurement starts from a warm page cache.
    static bool warm(const QString &path);
    /// "1.00 GiB", "95.4 MiB", ...
    static QString sizeText(qint64 bytes);

private:
    QString fileName(const QString &shape, qint64 size) const;

    QString m_dir;
    QString m_generator;
    quint64 m_seed;
};
